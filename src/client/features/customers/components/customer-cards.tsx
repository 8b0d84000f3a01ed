import { Mail, MapPin, Phone } from 'lucide-react'

import { CardListSkeleton } from '@/components/card-list-skeleton'
import { formatDay } from '@/lib/format-date'
import { formatPrice } from '@/lib/format-money'

import { customerLocation } from '../lib/customer-location'
import type { CustomerRowsProps } from './customers-table'
import { ViewDetailsButton } from './view-details-button'
import { formatPhone } from '@shared/phone.ts'

/** The directory on a phone: one card per customer, with the same facts as a table row. */
export function CustomerCards({ caption, customers, stale, timeZone, onView }: CustomerRowsProps) {
  if (!customers) {
    return <CardListSkeleton label="Loading customers…" lineWidths={['w-36', 'w-48', 'w-full']} />
  }
  return (
    <ul aria-label={caption} aria-busy={stale} className="flex flex-col divide-y rounded-lg border">
      {customers.map((customer) => {
        const location = customerLocation(customer)
        return (
          <li key={customer.id} className="flex flex-col gap-3 p-3">
            <div className="flex min-w-0 flex-col gap-1 text-sm">
              <p className="text-base font-medium break-words">{customer.name}</p>
              <p className="flex min-w-0 items-center gap-2 text-muted-foreground">
                <Mail aria-hidden="true" className="size-3.5 shrink-0" />
                <span className="truncate">{customer.email}</span>
              </p>
              {customer.phone && (
                <p className="flex items-center gap-2 text-muted-foreground">
                  <Phone aria-hidden="true" className="size-3.5 shrink-0" />
                  {formatPhone(customer.phone)}
                </p>
              )}
              {location && (
                <p className="flex items-center gap-2 text-muted-foreground">
                  <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
                  {location}
                </p>
              )}
            </div>
            <dl className="grid grid-cols-3 gap-2 rounded-md bg-muted/60 p-2 text-center text-sm">
              <div>
                <dt className="text-xs text-muted-foreground">Orders</dt>
                <dd className="font-semibold tabular-nums">{customer.totalOrders}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">Total Spent</dt>
                <dd className="font-semibold tabular-nums">{formatPrice(customer.totalSpent)}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">Last Order</dt>
                <dd className="font-semibold">
                  {customer.lastOrderDate ? formatDay(customer.lastOrderDate, timeZone) : '—'}
                </dd>
              </div>
            </dl>
            <ViewDetailsButton customer={customer} onView={onView} className="w-full" />
          </li>
        )
      })}
    </ul>
  )
}
