import type { PickupSettingsInput, PickupSlots } from '../../../shared/pickup.schema.ts'
import type { TestApp } from '../../test/test-app.ts'

/** Every day 09:00–12:00 and 13:00–16:00, two places each, no lead time: slots from tomorrow on. */
export const everyDayWindows: PickupSettingsInput = {
  windows: [1, 2, 3, 4, 5, 6, 7].flatMap((weekday) => [
    { weekday, start: '09:00', end: '12:00', capacity: 2 },
    { weekday, start: '13:00', end: '16:00', capacity: 2 },
  ]),
  closures: [],
  leadHours: 0,
  horizonDays: 21,
}

export async function putPickupSettings(t: TestApp, cookie: string, settings: unknown) {
  return t.request({ method: 'PUT', url: '/api/settings/pickup', payload: settings as object, cookie })
}

/** The business's date `days` from today, YYYY-MM-DD. */
export function localDateFromToday(days: number, timeZone = 'America/New_York'): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(Date.now())
  const date = new Date(`${today}T12:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

export async function getSlots(t: TestApp, from: string, days: number): Promise<PickupSlots> {
  const response = await t.request({
    method: 'GET',
    url: `/api/public/pickup-slots?from=${from}&days=${days}`,
  })
  if (response.statusCode !== 200) throw new Error(`slots: ${response.statusCode} ${response.body}`)
  return response.json<PickupSlots>()
}
