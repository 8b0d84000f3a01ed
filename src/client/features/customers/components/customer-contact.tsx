import { Mail, MapPin, Phone } from 'lucide-react'

import type { Customer } from '@shared/customer.schema.ts'
import { CustomerMailConsent } from './customer-mail-consent'
import { CustomerSection } from './customer-section'
import { formatPhone } from '@shared/phone.ts'

/**
 * E-mail and phone as links that start a message or a call, the address of the latest booking, and the e-mails
 * beyond their orders the customer agreed to.
 */
export function CustomerContact({ customer, timeZone }: { customer: Customer; timeZone?: string }) {
  const cityLine = [[customer.city, customer.state].filter(Boolean).join(', '), customer.zipCode]
    .filter(Boolean)
    .join(' ')
  const address = [customer.streetAddress, cityLine].filter(Boolean)
  return (
    <CustomerSection title="Contact Information">
      <ul className="flex flex-col gap-2 text-sm">
        <li className="flex min-w-0 items-center gap-2">
          <Mail aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          <span className="sr-only">E-mail: </span>
          <a
            href={`mailto:${customer.email}`}
            className="min-w-0 break-all text-primary underline-offset-4 hover:underline"
          >
            {customer.email}
          </a>
        </li>
        <li className="flex items-center gap-2">
          <Phone aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          <span className="sr-only">Phone: </span>
          {customer.phone ? (
            <a href={`tel:${customer.phone}`} className="text-primary underline-offset-4 hover:underline">
              {formatPhone(customer.phone)}
            </a>
          ) : (
            <span className="text-muted-foreground">No phone number</span>
          )}
        </li>
        <li className="flex items-start gap-2">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          <span className="sr-only">Address: </span>
          {address.length > 0 ? (
            <span className="break-words">
              {address.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </span>
          ) : (
            <span className="text-muted-foreground">No address</span>
          )}
        </li>
        <CustomerMailConsent customer={customer} timeZone={timeZone} />
      </ul>
    </CustomerSection>
  )
}
