/** The admin lists' order number: BO- and the id padded to six digits. */
export function formatBookingId(id: number): string {
  return `BO-${String(id).padStart(6, '0')}`
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

/** Cents as the API renders money: a decimal string such as "54.00". */
export function centsToDecimal(cents: number): string {
  return (cents / 100).toFixed(2)
}

/** A money amount (cents) as shown to people: "$54.00". */
export function formatCents(cents: number): string {
  return usd.format(cents / 100)
}
