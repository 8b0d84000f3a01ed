const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

/** The API's decimal string ("54.00") as "$54.00"; anything unreadable as it came. */
export function formatPrice(decimal: string): string {
  const amount = Number(decimal)
  return Number.isFinite(amount) ? usd.format(amount) : decimal
}
