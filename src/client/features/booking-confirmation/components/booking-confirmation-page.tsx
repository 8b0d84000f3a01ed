import { Receipt } from 'lucide-react'
import { Link, useParams } from 'react-router'

import { ComingLater } from '@/components/coming-later'
import { Button } from '@/components/ui/button'
import { useDocumentTitle } from '@/lib/use-document-title'

export function BookingConfirmationPage() {
  const { id } = useParams()
  useDocumentTitle('Booking confirmation')
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-12 sm:px-6">
      <div className="flex items-center gap-3">
        <Receipt aria-hidden="true" className="size-8 text-copper" />
        <h1 className="font-display text-3xl font-semibold">Booking #{id}</h1>
      </div>
      <ComingLater arrivesWith="the customer-side booking issue">
        The printable confirmation, with customer, order and service details and the estimated price, is still
        to come.
      </ComingLater>
      <div>
        <Button asChild variant="outline">
          <Link to="/measurement-selection">Make Another Booking</Link>
        </Button>
      </div>
    </div>
  )
}
