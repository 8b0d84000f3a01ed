import { UserRoundPen } from 'lucide-react'

import { Button } from '@/components/ui/button'
import { toast } from '@/lib/toast'

import { CONTACT_FIELD_LABELS } from '@shared/booking-contact.schema.ts'
import { useAdoptBookingContact } from '../api/adopt-booking-contact'
import { useBookingContact } from '../api/get-booking-contact'
import { toastError } from '../lib/booking-toasts'

/**
 * On an order whose contact details differ from its saved customer's (a public booking never rewrites a saved
 * customer): where they differ, and one click to save the order's details as the customer's.
 */
export function ContactDiffersNote({ bookingId }: { bookingId: number }) {
  const comparison = useBookingContact(bookingId)
  const adopt = useAdoptBookingContact()
  const differences = comparison.data?.differences ?? []
  if (differences.length === 0) return null

  const adoptContact = () =>
    adopt.mutate(bookingId, {
      onSuccess: () =>
        toast({
          title: 'Customer Updated',
          description: "The order's contact details are now the customer's.",
        }),
      onError: (error) => toastError('Failed to update the customer', error),
    })

  return (
    <section
      aria-labelledby="contact-differs-title"
      className="flex flex-col gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <div className="flex items-start gap-2">
        <UserRoundPen aria-hidden className="mt-0.5 size-4 shrink-0" />
        <div className="flex flex-col gap-1">
          <h3 id="contact-differs-title" className="font-medium">
            Contact differs from the saved customer
          </h3>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
            {differences.map((difference) => (
              <div key={difference.field} className="contents">
                <dt className="font-medium">{CONTACT_FIELD_LABELS[difference.field]}</dt>
                <dd className="break-words">
                  {difference.booking || 'none'}{' '}
                  <span className="text-amber-900">
                    {difference.customer ? `(saved: ${difference.customer})` : '(none saved)'}
                  </span>
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="self-start"
        disabled={adopt.isPending}
        onClick={adoptContact}
      >
        {adopt.isPending ? 'Updating...' : 'Use these details for the customer'}
      </Button>
    </section>
  )
}
