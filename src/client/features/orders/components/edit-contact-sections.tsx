import { MapPinOff } from 'lucide-react'

import { TEXT_LIMITS } from '@shared/booking.schema.ts'
import { EditTextField } from './edit-booking-field'
import { Section } from './edit-booking-parts'

/** The customer's name and how to reach them. */
export function CustomerSection() {
  return (
    <Section title="Customer Information">
      <div className="flex flex-col gap-4">
        <EditTextField name="customerName" label="Name" required maxLength={TEXT_LIMITS.name} />
        <EditTextField
          name="customerEmail"
          label="Email"
          required
          type="email"
          maxLength={TEXT_LIMITS.email}
        />
        <EditTextField name="customerPhone" label="Phone" type="tel" maxLength={TEXT_LIMITS.phone} />
      </div>
    </Section>
  )
}

/** Where the knives are picked up, flagged when the ZIP code is outside the served area. */
export function AddressSection({ outOfArea }: { outOfArea: boolean }) {
  return (
    <Section title="Address Information">
      <div className="grid grid-cols-6 gap-4">
        <EditTextField
          name="streetAddress"
          label="Street address"
          className="col-span-6"
          maxLength={TEXT_LIMITS.streetAddress}
        />
        <EditTextField name="city" label="City" className="col-span-6" maxLength={TEXT_LIMITS.city} />
        <EditTextField name="state" label="State" className="col-span-2" maxLength={TEXT_LIMITS.state} />
        <EditTextField
          name="zipCode"
          label="ZIP code"
          className="col-span-4"
          maxLength={TEXT_LIMITS.zipCode}
        />
      </div>
      {outOfArea && (
        <p className="mt-3 flex items-center gap-2 text-sm text-amber-900">
          <MapPinOff aria-hidden="true" className="size-4 shrink-0" />
          This ZIP code is outside the served area.
        </p>
      )}
    </Section>
  )
}
