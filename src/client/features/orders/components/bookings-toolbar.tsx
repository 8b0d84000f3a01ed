import { Download } from 'lucide-react'
import { useId } from 'react'

import { BookingStatusOptions } from '@/components/booking-status-options'
import { SearchField } from '@/components/search-field'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'

import { BOOKING_SEARCH_MAX } from '@shared/booking-admin.schema.ts'
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
  /** The element holding the list (SearchField's resultsId). */
  resultsId: string
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
  resultsId,
}: BookingsToolbarProps) {
  const statusId = useId()

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <SearchField
          search={search}
          onSearch={onSearch}
          label="Search orders"
          // Not the spec's "by ID, customer, or service": it names what the search finds (booking-search.ts and
          // SEARCH_TEXT in bookings-list.repository.ts), and no service is searched (issue 41 point 8).
          placeholder="Search by order number, name, e-mail, phone or notes..."
          maxLength={BOOKING_SEARCH_MAX}
          loading={loading}
          resultsId={resultsId}
        />
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
            <BookingStatusOptions />
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
