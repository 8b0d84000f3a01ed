import type { Customer } from '@shared/customer.schema.ts'

/** "Orlando, FL", or whichever half is known; null when neither is. */
export function customerLocation({ city, state }: Pick<Customer, 'city' | 'state'>): string | null {
  return [city, state].filter(Boolean).join(', ') || null
}
