import { useEffect, type ComponentProps } from 'react'

import { BookingMessages } from '@/components/booking-messages'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { formatDay } from '@/lib/format-date'

import type { Customer } from '@shared/customer.schema.ts'
import { useCustomer } from '../api/get-customer'
import { useCustomerBookings } from '../api/get-customer-bookings'
import { useCustomerEmails } from '../api/get-customer-emails'
import { toastFetchFailed } from '../lib/customer-toasts'
import { CustomerContact } from './customer-contact'
import { CustomerEmails } from './customer-emails'
import { CustomerOrderHistory } from './customer-order-history'
import { CustomerStats } from './customer-stats'

interface CustomerDetailsDialogProps {
  /** The directory row the admin opened; null: closed. */
  customer: Customer | null
  onClose: () => void
  timeZone?: string
  /** Where focus goes on close: the dialog has no trigger of its own to return to. */
  onCloseAutoFocus: ComponentProps<typeof DialogContent>['onCloseAutoFocus']
}

/** View Details: contact information, stats, the order history with its filter, and the customer's e-mails. */
export function CustomerDetailsDialog({
  customer: shown,
  onClose,
  timeZone,
  onCloseAutoFocus,
}: CustomerDetailsDialogProps) {
  const details = useCustomer(shown)
  const id = shown?.id ?? null
  const bookings = useCustomerBookings(id)
  const emails = useCustomerEmails(id)
  const customer = details.data ?? shown

  useEffect(() => {
    if (bookings.isError) toastFetchFailed('Failed to fetch customer bookings')
  }, [bookings.isError])

  return (
    <Dialog open={shown !== null} onOpenChange={(open) => !open && onClose()}>
      {customer && (
        <DialogContent className="max-w-3xl" onCloseAutoFocus={onCloseAutoFocus}>
          <DialogHeader>
            <DialogTitle className="break-words">{customer.name}</DialogTitle>
            <DialogDescription>
              {customer.firstOrderDate
                ? `Customer since ${formatDay(customer.firstOrderDate, timeZone)}`
                : 'Customer details'}
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-6 sm:grid-cols-2">
            <CustomerContact customer={customer} timeZone={timeZone} />
            <CustomerStats customer={customer} timeZone={timeZone} />
          </div>
          <CustomerOrderHistory
            // A new customer starts on All Orders.
            key={customer.id}
            bookings={bookings.data?.bookings}
            failed={bookings.isError}
            timeZone={timeZone}
          />
          <BookingMessages filter={{ customerId: customer.id }} timeZone={timeZone} />
          <CustomerEmails emails={emails.data?.emails} failed={emails.isError} timeZone={timeZone} />
        </DialogContent>
      )}
    </Dialog>
  )
}
