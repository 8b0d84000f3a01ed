import { User } from 'lucide-react'

import type { PublicOrder } from '@shared/order-page.schema.ts'
import { ReceiptField, ReceiptSection } from './receipt-section'
import { formatPhone } from '@shared/phone.ts'

/** Street on one line, then "City, ST 32804" from whichever parts are present. */
function addressLines(booking: PublicOrder): string[] {
  const cityState = [booking.city, booking.state].filter(Boolean).join(', ')
  const locality = [cityState, booking.zipCode].filter(Boolean).join(' ')
  return [booking.streetAddress ?? '', locality].filter(Boolean)
}

export function CustomerInformation({ booking }: { booking: PublicOrder }) {
  const address = addressLines(booking)
  return (
    <ReceiptSection title="Customer Information" icon={<User />}>
      <dl className="flex flex-col gap-3 print:gap-1">
        <ReceiptField label="Name">{booking.customerName}</ReceiptField>
        <ReceiptField label="Email">{booking.customerEmail}</ReceiptField>
        {booking.customerPhone && (
          <ReceiptField label="Phone">{formatPhone(booking.customerPhone)}</ReceiptField>
        )}
        {address.length > 0 && (
          <ReceiptField label="Address">
            {address.map((addressLine) => (
              <span key={addressLine} className="block">
                {addressLine}
              </span>
            ))}
          </ReceiptField>
        )}
      </dl>
    </ReceiptSection>
  )
}
