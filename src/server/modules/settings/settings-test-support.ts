import { createTestApp, type TestApp } from '../../test/test-app.ts'
import { adminBookings } from '../bookings/admin-test-support.ts'

/** An app first started with BUSINESS_* and SERVED_ZIPS set, signed in. */
export async function settingsTestApp() {
  const t = await createTestApp({
    env: {
      BOOKING_RATE_LIMIT_PER_10_MIN: '0',
      BUSINESS_NAME: 'Edge of Town Sharpening',
      BUSINESS_CITY: 'Winter Park',
      SERVED_ZIPS: '32804,32803',
    },
  })
  const cookie = await t.login()
  return { t, cookie, admin: adminBookings(t, cookie) }
}

/** The settings routes, signed in, on the app `current()` answers once it is built. */
export function settingsRoutes(current: () => { t: TestApp; cookie: string }) {
  const get = (url: string) => current().t.request({ method: 'GET', url, cookie: current().cookie })
  const put = (url: string, payload: unknown) =>
    current().t.request({ method: 'PUT', url, cookie: current().cookie, payload: payload as object })
  const history = async (section: string) =>
    (await get(`/api/settings/${section}/history`)).json().entries as {
      changedBy: string
      at: string
      changes: { field: string; from: string; to: string }[]
    }[]

  /** Every history row of every section: a refused save must add none. */
  const historyRowCount = async () => {
    const { db } = current().t.app
    const counted = await db
      .selectFrom('settings_history')
      .select((eb) => eb.fn.countAll().as('rows'))
      .executeTakeFirstOrThrow()
    return Number(counted.rows)
  }
  return { get, put, history, historyRowCount }
}
