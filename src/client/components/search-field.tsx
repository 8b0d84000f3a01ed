import { LoaderCircle, Search } from 'lucide-react'
import { useId } from 'react'

import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { useSearchDraft } from '@/lib/use-search-draft'

interface SearchFieldProps {
  /** The search the list shows now; the field follows it when it changes from elsewhere (the address). */
  search: string
  /**
   * Called once typing pauses, or at once when the box is left (by a press on the list: once that press is over) or
   * Enter is pressed.
   */
  onSearch: (search: string) => void
  /** Read by screen readers only: the placeholder is not a label. */
  label: string
  placeholder: string
  maxLength: number
  /** The list is being fetched again: a spinner at the field's end. */
  loading: boolean
  /** The id of the element holding the list the search changes (aria-controls): a press there keeps the list still. */
  resultsId: string
}

/** A list's search box: a magnifier, the text, and a spinner while the list follows it. */
export function SearchField({
  search,
  onSearch,
  label,
  placeholder,
  maxLength,
  loading,
  resultsId,
}: SearchFieldProps) {
  const id = useId()
  const { draft, setDraft, apply, focus, leave } = useSearchDraft(search, onSearch, resultsId)
  return (
    <div className="relative">
      <Label htmlFor={id} className="sr-only">
        {label}
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
        onFocus={focus}
        onBlur={leave}
        onKeyDown={(event) => {
          if (event.key === 'Enter') apply()
        }}
        placeholder={placeholder}
        maxLength={maxLength}
        aria-controls={resultsId}
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
