import { ClipboardList } from 'lucide-react'

import { useBusiness } from '@/lib/business'
import { formatLongDate } from '@/lib/format-date'

import { bookingStatusLabel } from '@shared/booking-status.ts'
import type { PublicOrder } from '@shared/order-page.schema.ts'
import { bookingPickupText, bookingReturnText } from '@shared/pickup-time.ts'
import { AddToCalendarButton } from './add-to-calendar-button'
import { ReceiptField, ReceiptSection } from './receipt-section'

export function OrderInformation({ booking }: { booking: PublicOrder }) {
  const { data: business } = useBusiness()
  const pickupTime = bookingPickupText(booking, business?.timezone)
  const returnTime = bookingReturnText(booking, business?.timezone)
  return (
    <ReceiptSection title="Order Information" icon={<ClipboardList />}>
      <dl className="flex flex-col gap-3 print:gap-1">
        <ReceiptField label="Order number">#{booking.id}</ReceiptField>
        <ReceiptField label="Date">
          <time dateTime={booking.createdAt}>{formatLongDate(booking.createdAt, business?.timezone)}</time>
        </ReceiptField>
        <ReceiptField label="Status">{bookingStatusLabel(booking.status)}</ReceiptField>
        <ReceiptField label="Total knives">{booking.totalKnives}</ReceiptField>
        {pickupTime && <ReceiptField label="Pickup time">{pickupTime}</ReceiptField>}
        {returnTime && <ReceiptField label="Return time">{returnTime}</ReceiptField>}
      </dl>
      <AddToCalendarButton booking={booking} />
    </ReceiptSection>
  )
}
