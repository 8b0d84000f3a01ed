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

/** What every money field says of an amount it cannot read: the owner types dollars. */
export const AMOUNT_HINT = 'Enter an amount like 8.50'

/** Up to nine digits of dollars, in thousands groups or not, with up to two of cents ("8", "8.5", "$1,000.00"). */
const DOLLARS = /^\$?(\d{1,3}(?:,\d{3}){1,2}|\d{1,9})?(?:\.(\d{1,2}))?$/

/**
 * Dollars as a person types them ("8", "12.5", " $8.50 ", "1,000", ".75") in whole cents, read digit by digit so
 * no float rounding can move a cent ("8.29" is 829, never 828.99…); undefined for anything else: letters, a sign,
 * a third decimal, an empty field. The inverse of centsToDecimal.
 */
export function parseDollars(text: string): number | undefined {
  const match = DOLLARS.exec(text.trim())
  if (!match) return undefined
  const [, whole, fraction] = match
  if (whole === undefined && fraction === undefined) return undefined
  return Number((whole ?? '0').replaceAll(',', '')) * 100 + Number((fraction ?? '').padEnd(2, '0'))
}

/** "1 knife", "5 knives": how every screen, e-mail and note counts knives. */
export function formatKnives(count: number): string {
  return `${count} ${count === 1 ? 'knife' : 'knives'}`
}
