import type { CreateBookingBody } from '../src/shared/booking.schema.ts'
import { pickupMarker } from '../src/shared/pricing.ts'
import { typedEmail, typedPhone, type FakeCustomer } from './fake-customers.ts'
import type { Random } from './random.ts'

const NOTES = [
  'Please call before pickup.',
  'Gate code 4411.',
  'One knife has a chipped tip.',
  'Leave them with the front desk.',
  'Japanese knives, single bevel.',
  'Serrated bread knife included.',
]

/** A booking as one of the two public forms would send it for this customer, typed as people type. */
export function fakeBookingBody(random: Random, customer: FakeCustomer): CreateBookingBody {
  const contact = {
    customerName: customer.name,
    customerEmail: typedEmail(random, customer.email),
    customerPhone: customer.phoneDigits && typedPhone(random, customer.phoneDigits),
    streetAddress: customer.streetAddress,
    city: customer.city,
    state: 'FL',
    zipCode: customer.zipCode,
  }
  const note = random.chance(0.3) ? random.pick(NOTES) : null
  if (random.chance(0.3)) {
    const knifeCount = random.int(1, 12)
    const nickRepairQuantity = random.chance(0.3) ? random.int(0, Math.min(2, knifeCount)) : 0
    return {
      ...contact,
      measurementType: 'pickup',
      knifeCount,
      nickRepairQuantity,
      strappingQuantity: random.chance(0.2) ? random.int(0, knifeCount - nickRepairQuantity) : 0,
      // The simplified form writes the marker itself.
      specialRequirements: note ? `${pickupMarker(knifeCount)} ${note}` : pickupMarker(knifeCount),
    }
  }
  const blades = {
    bladesOver9Inches: random.int(0, 2),
    blades7To9Inches: random.int(0, 3),
    blades4To6Inches: random.int(0, 4),
    bladesUnder4Inches: random.int(0, 2),
  }
  if (Object.values(blades).every((count) => count === 0)) blades.blades7To9Inches = 1
  const knives = Object.values(blades).reduce((sum, count) => sum + count, 0)
  return {
    ...contact,
    ...blades,
    nickRepairQuantity: random.chance(0.25) ? random.int(1, Math.min(3, knives)) : 0,
    strappingQuantity: random.chance(0.2) ? random.int(1, knives) : 0,
    specialRequirements: note,
  }
}
