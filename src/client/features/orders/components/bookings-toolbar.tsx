import { Download, LoaderCircle, Search } from 'lucide-react'
import { useId } from 'react'

import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { useSearchDraft } from '@/lib/use-search-draft'

import { BOOKING_SEARCH_MAX } from '../../../../shared/booking-admin.schema.ts'
import { BOOKING_STATUS_LABELS, BOOKING_STATUSES } from '../../../../shared/booking-status.ts'
import type { StatusFilter } from '../lib/list-view'

interface BookingsToolbarProps {
  search: string
  status: StatusFilter
  onSearch: (search: string) => void
  onStatus: (status: StatusFilter) => void
  onExport: () => void
  exporting: boolean
  /** The list is being fetched again (a search, a filter, a page). */
  loading: boolean
}

/** Search box, status filter and Export: what the list shows and what the CSV holds. */
export function BookingsToolbar({
  search,
  status,
  onSearch,
  onStatus,
  onExport,
  exporting,
  loading,
}: BookingsToolbarProps) {
  const searchId = useId()
  const statusId = useId()
  const [draft, setDraft] = useSearchDraft(search, onSearch)

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <Label htmlFor={searchId} className="sr-only">
          Search orders
        </Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={searchId}
            type="search"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder="Search orders by ID, customer, or service..."
            maxLength={BOOKING_SEARCH_MAX}
            className="pr-9 pl-9"
          />
          {loading && (
            <LoaderCircle
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 animate-spin text-muted-foreground"
            />
          )}
        </div>
      </div>
      <div className="flex gap-3">
        <div className="flex min-w-0 flex-1 flex-col gap-2 sm:w-44 sm:flex-none">
          <Label htmlFor={statusId} className="sr-only">
            Filter by status
          </Label>
          <NativeSelect
            id={statusId}
            value={status}
            onChange={(event) => onStatus(event.target.value as StatusFilter)}
          >
            <option value="all">All Statuses</option>
            {BOOKING_STATUSES.map((value) => (
              <option key={value} value={value}>
                {BOOKING_STATUS_LABELS[value]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button variant="outline" onClick={onExport} disabled={exporting}>
          <Download aria-hidden="true" />
          {exporting ? 'Exporting...' : 'Export'}
        </Button>
      </div>
    </div>
  )
}
