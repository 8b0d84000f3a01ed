import { UserSearch, Users } from 'lucide-react'

import { ListEmpty, ListError } from '@/components/list-states'

/** 'No customers found matching your search.' or, with no search, 'No customers yet.' (spec section 2). */
export function CustomersEmpty({ searching }: { searching: boolean }) {
  return searching ? (
    <ListEmpty
      icon={UserSearch}
      title="No customers found matching your search."
      className="rounded-lg border border-dashed"
    >
      Try a name, e-mail address, phone number or city.
    </ListEmpty>
  ) : (
    <ListEmpty icon={Users} title="No customers yet." className="rounded-lg border border-dashed">
      Customers appear here with their first booking.
    </ListEmpty>
  )
}

export function CustomersError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return <ListError message="Failed to load customers" onRetry={onRetry} retrying={retrying} />
}
