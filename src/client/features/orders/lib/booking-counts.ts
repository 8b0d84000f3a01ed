import type { Booking } from '@shared/booking.schema.ts'

/** The Add-ons column and the card's add-on count: nick repairs and stroppings together. */
export const addOnCount = (booking: Pick<Booking, 'nickRepairQuantity' | 'strappingQuantity'>) =>
  booking.nickRepairQuantity + booking.strappingQuantity

export const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`
