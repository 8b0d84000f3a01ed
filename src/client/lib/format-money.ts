import { formatCents } from '@shared/format.ts'

const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
})

/**
 * The API's decimal string ("54.00") as "$54.00", like every amount in cents; anything unreadable as it came,
 * an empty one too (Number reads it as 0, which would show a price nobody set).
 */
export function formatPrice(decimal: string): string {
  const amount = Number(decimal)
  return decimal.trim() !== '' && Number.isFinite(amount) ? formatCents(Math.round(amount * 100)) : decimal
}

/** Revenue is shown without decimals (spec section 9): "$1,234". */
export const formatWholeDollars = (dollars: number) => wholeDollars.format(dollars)
