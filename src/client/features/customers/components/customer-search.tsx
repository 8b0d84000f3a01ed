import { LoaderCircle, Search } from 'lucide-react'
import { useId } from 'react'

import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { useSearchDraft } from '@/lib/use-search-draft'

import { CUSTOMER_SEARCH_MAX } from '../../../../shared/customer.schema.ts'

interface CustomerSearchProps {
  search: string
  onSearch: (search: string) => void
  /** The directory is being fetched again for a search or a page. */
  loading: boolean
}

/** 'Search customers...': the directory follows once typing pauses. */
export function CustomerSearch({ search, onSearch, loading }: CustomerSearchProps) {
  const id = useId()
  const [draft, setDraft] = useSearchDraft(search, onSearch)
  return (
    <div className="relative">
      <Label htmlFor={id} className="sr-only">
        Search customers
      </Label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        id={id}
        type="search"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        placeholder="Search customers..."
        maxLength={CUSTOMER_SEARCH_MAX}
        className="pr-9 pl-9"
      />
      {loading && (
        <LoaderCircle
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 animate-spin text-muted-foreground"
        />
      )}
    </div>
  )
}
