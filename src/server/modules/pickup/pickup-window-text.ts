/** "Tuesday, March 3, 2026, 9:00 AM to 12:00 PM" on the business's clock, for the order's history. */
export function formatWindow(start: number, end: number, timeZone: string): string {
  const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone }).format(start)
  const time = new Intl.DateTimeFormat('en-US', { timeStyle: 'short', timeZone })
  return `${day}, ${time.format(start)} to ${time.format(end)}`
}
