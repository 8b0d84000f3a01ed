import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'

import { MAX_QUANTITY, type Booking } from '@shared/booking.schema.ts'
import { formatKnives } from '@shared/format.ts'
import { ADD_ONS, BLADE_SIZES } from '@shared/pricing.ts'
import { EditField } from './edit-booking-field'
import { Section } from './edit-booking-parts'

const COUNT_OPTIONS = Array.from({ length: MAX_QUANTITY + 1 }, (_, count) => count)

/** The blade counts; a pickup still to be measured says how many knives the customer gave. */
export function KnifeDetailsSection({ booking }: { booking: Booking }) {
  const unmeasuredPickup =
    booking.measurementType === 'pickup' && BLADE_SIZES.every(({ field }) => booking[field] === 0)
  return (
    <Section title="Knife Details">
      {unmeasuredPickup && (
        <p className="mb-3 rounded-md bg-accent px-3 py-2 text-sm">
          Measure on pickup: the customer said {formatKnives(booking.knifeCount ?? 0)}. Enter the blade counts
          once measured; the price then follows them.
        </p>
      )}
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {BLADE_SIZES.map((size) => (
          <EditField key={size.field} name={size.field} label={size.label} numeric>
            {(control) => (
              <NativeSelect {...control}>
                {COUNT_OPTIONS.map((count) => (
                  <option key={count} value={count}>
                    {count}
                  </option>
                ))}
              </NativeSelect>
            )}
          </EditField>
        ))}
      </div>
    </Section>
  )
}

/** How many nicks to repair and knives to strop. */
export function AddOnsSection() {
  return (
    <Section title="Add-on Services">
      <div className="grid grid-cols-2 gap-4">
        {ADD_ONS.map((addOn) => (
          <EditField key={addOn.field} name={addOn.field} label={addOn.label} numeric>
            {(control) => (
              <Input
                type="number"
                inputMode="numeric"
                min={0}
                max={MAX_QUANTITY}
                step={1}
                className="tabular-nums"
                {...control}
              />
            )}
          </EditField>
        ))}
      </div>
    </Section>
  )
}
