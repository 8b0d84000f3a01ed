import { formatPickupWindow } from '../../../shared/pickup-time.ts'

/** "Tuesday, March 3, 2026, 9:00 AM to 12:00 PM" on the business's clock, for the order's history. */
export const formatWindow = (start: number, end: number, timeZone: string): string =>
  formatPickupWindow(new Date(start).toISOString(), new Date(end).toISOString(), timeZone)
