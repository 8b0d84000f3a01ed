import { UserRound } from 'lucide-react'

import type { EmailCustomer as Customer } from '@shared/email.schema.ts'
import { formatPhone } from '@shared/phone.ts'

/** The customer the sender is, from their bookings: who is writing, and how else to reach them. */
export function EmailCustomer({ customer }: { customer: Customer }) {
  const place = [customer.city, customer.state].filter(Boolean).join(', ')
  return (
    <section aria-labelledby="email-customer-title" className="rounded-md border bg-accent/50 p-3 text-sm">
      <h3 id="email-customer-title" className="mb-2 flex items-center gap-2 font-semibold">
        <UserRound aria-hidden="true" className="size-4 text-copper" />
        Customer Information
      </h3>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1">
        <dt className="text-muted-foreground">Name</dt>
        <dd className="break-words">{customer.name}</dd>
        <dt className="text-muted-foreground">Email</dt>
        <dd className="break-all">{customer.email}</dd>
        {customer.phone && (
          <>
            <dt className="text-muted-foreground">Phone</dt>
            <dd>
              <a
                href={`tel:${customer.phone.replace(/[^\d+]/g, '')}`}
                className="underline underline-offset-4"
              >
                {formatPhone(customer.phone)}
              </a>
            </dd>
          </>
        )}
        {place && (
          <>
            <dt className="text-muted-foreground">Location</dt>
            <dd className="break-words">{place}</dd>
          </>
        )}
      </dl>
    </section>
  )
}
