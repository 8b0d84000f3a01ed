/** The admin lists' order number: BO- and the id padded to six digits. */
export function formatBookingId(id: number): string {
  return `BO-${String(id).padStart(6, '0')}`
}

const MAX_WRITTEN_CENTS = 1e12
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

/** Cents as the API renders money: a decimal string such as "54.00". */
export function centsToDecimal(cents: number): string {
  return (cents / 100).toFixed(2)
}

/**
 * A money amount (cents) as shown to people: "$54.00", "$1,234.50", "-$3.00", as Intl's en-US dollars write it.
 * Whole cents are written here: Intl's formatting was a fifth of composing a confirmation e-mail, which writes a
 * dozen amounts and is composed within the booking's request. Anything else (a fraction of a cent, -0, beyond ten
 * billion dollars, where dividing by 100 first would lose the last cent) goes to Intl.
 */
export function formatCents(cents: number): string {
  if (!Number.isInteger(cents) || Math.abs(cents) > MAX_WRITTEN_CENTS || Object.is(cents, -0))
    return usd.format(cents / 100)
  const magnitude = Math.abs(cents)
  const dollars = String(Math.floor(magnitude / 100)).replace(/\B(?=(\d{3})+$)/g, ',')
  const rest = String(magnitude % 100).padStart(2, '0')
  return `${cents < 0 ? '-' : ''}$${dollars}.${rest}`
}

/** "1 knife", "5 knives": how every screen, e-mail and note counts knives. */
export function formatKnives(count: number): string {
  return `${count} ${count === 1 ? 'knife' : 'knives'}`
}
