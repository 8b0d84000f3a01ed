import type { Booking } from '../../../../shared/booking.schema.ts'

/** The Add-ons column and the card's add-on count: nick repairs and stroppings together. */
export const addOnCount = (booking: Pick<Booking, 'nickRepairQuantity' | 'strappingQuantity'>) =>
  booking.nickRepairQuantity + booking.strappingQuantity

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

/** The API's decimal string ("54.00") as "$54.00"; anything unreadable as it came. */
export function formatPrice(estimatedPrice: string): string {
  const amount = Number(estimatedPrice)
  return Number.isFinite(amount) ? usd.format(amount) : estimatedPrice
}

export const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`
