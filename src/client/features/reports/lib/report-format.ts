const count = new Intl.NumberFormat('en-US')
const weekDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })

export const formatCount = (value: number) => count.format(value)

/**
 * A week's label from its Monday, already a calendar date in the business's timezone ("2025-01-06" → "Jan 6").
 * Read as UTC so no browser timezone moves it a day.
 */
export function formatWeekStart(weekStart: string): string {
  const date = new Date(`${weekStart}T00:00:00Z`)
  return Number.isNaN(date.getTime()) ? weekStart : weekDay.format(date)
}
