import { AlertTriangle, UserSearch, Users } from 'lucide-react'

import { Button } from '@/components/ui/button'

/** 'No customers found matching your search.' or, with no search, 'No customers yet.' (spec section 2). */
export function CustomersEmpty({ searching }: { searching: boolean }) {
  const Icon = searching ? UserSearch : Users
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-4 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-accent text-copper">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <p className="text-lg font-semibold">
        {searching ? 'No customers found matching your search.' : 'No customers yet.'}
      </p>
      <p className="text-sm text-muted-foreground">
        {searching
          ? 'Try a name, e-mail address, phone number or city.'
          : 'Customers appear here with their first booking.'}
      </p>
    </div>
  )
}

export function CustomersError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 px-4 py-12 text-center">
      <AlertTriangle aria-hidden="true" className="size-8 text-destructive" />
      <p className="font-semibold">Failed to load customers</p>
      <Button variant="outline" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Trying again...' : 'Try Again'}
      </Button>
    </div>
  )
}
