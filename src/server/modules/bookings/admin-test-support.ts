import type { LightMyRequestResponse } from 'fastify'

import type { Db } from '../../db/database.ts'
import { detailedBooking, postBooking } from '../../test/bookings.ts'
import type { TestApp } from '../../test/test-app.ts'

/** The admin's order routes, signed in. */
export function adminBookings(t: TestApp, cookie: string) {
  const send = (method: 'GET' | 'PUT' | 'PATCH' | 'POST', url: string, payload?: unknown) =>
    t.request({ method, url, cookie, ...(payload === undefined ? {} : { payload: payload as object }) })
  const query = (params: Record<string, string | number> = {}) =>
    new URLSearchParams(
      Object.entries(params).map(([key, value]): [string, string] => [key, String(value)]),
    ).toString()
  return {
    list: (params: Record<string, string | number> = {}) => send('GET', `/api/bookings?${query(params)}`),
    exportCsv: (params: Record<string, string | number> = {}) =>
      send('GET', `/api/bookings/export.csv?${query(params)}`),
    get: (id: number | string) => send('GET', `/api/bookings/${id}`),
    update: (id: number | string, body: unknown) => send('PUT', `/api/bookings/${id}`, body),
    status: (id: number | string, body: unknown) => send('PATCH', `/api/bookings/${id}/status`, body),
    archive: (id: number | string) => send('PATCH', `/api/bookings/${id}/archive`),
    unarchive: (id: number | string) => send('PATCH', `/api/bookings/${id}/unarchive`),
    sendConfirmation: (id: number | string) => send('POST', `/api/bookings/${id}/send-confirmation`),
    pickedUp: (id: number | string, body: unknown) => send('POST', `/api/bookings/${id}/picked-up`, body),
    pay: (id: number | string, body: unknown) => send('POST', `/api/bookings/${id}/payments`, body),
    voidPayment: (id: number | string, paymentId: number | string) =>
      send('POST', `/api/bookings/${id}/payments/${paymentId}/void`),
  }
}

export type AdminBookings = ReturnType<typeof adminBookings>

/** A booking through the public form, with the given changes; fails the test unless it is created. */
export async function createBooking(t: TestApp, changes: Record<string, unknown> = {}) {
  const response = await postBooking(t, { ...detailedBooking, ...changes })
  if (response.statusCode !== 201) throw new Error(`booking refused: ${response.body}`)
  return response.json() as { id: number; [field: string]: unknown }
}

/**
 * Dates a booking as if made then (an instant, or an ISO text): the API stamps the time of the request, which a
 * test about months, or about orders not made in the order of their numbers, cannot use.
 */
export async function setBookingCreatedAt(db: Db, bookingId: number, at: number | string): Promise<void> {
  await db
    .updateTable('bookings')
    .set({ created_at: typeof at === 'string' ? Date.parse(at) : at })
    .where('id', '=', bookingId)
    .execute()
}

/**
 * Gives a booking a pickup window (ISO texts), or takes its time away (null): what the booking form and the
 * schedule do through the pickup windows, for tests about the list and the export rather than the windows.
 */
export async function setBookingPickup(db: Db, bookingId: number, start: string | null, hours = 3) {
  const startAt = start === null ? null : Date.parse(start)
  await db
    .updateTable('bookings')
    .set({ pickup_start: startAt, pickup_end: startAt === null ? null : startAt + hours * 3_600_000 })
    .where('id', '=', bookingId)
    .execute()
}

/** The edit form as the client sends it for a stored booking, with changes. */
export const editForm = (booking: Record<string, unknown>, changes: Record<string, unknown> = {}) => ({
  customerName: booking.customerName,
  customerEmail: booking.customerEmail,
  customerPhone: booking.customerPhone,
  streetAddress: booking.streetAddress,
  city: booking.city,
  state: booking.state,
  zipCode: booking.zipCode,
  bladesOver9Inches: booking.bladesOver9Inches,
  blades7To9Inches: booking.blades7To9Inches,
  blades4To6Inches: booking.blades4To6Inches,
  bladesUnder4Inches: booking.bladesUnder4Inches,
  nickRepairQuantity: booking.nickRepairQuantity,
  strappingQuantity: booking.strappingQuantity,
  specialRequirements: booking.specialRequirements,
  status: booking.status,
  ...changes,
})

/** Every row a booking change could touch, to show that a refused request changed nothing. */
export async function bookingTablesSnapshot(db: Db) {
  const [bookings, events, customers] = await Promise.all([
    db.selectFrom('bookings').selectAll().orderBy('id').execute(),
    db.selectFrom('booking_events').selectAll().orderBy('id').execute(),
    db.selectFrom('customers').selectAll().orderBy('id').execute(),
  ])
  return { bookings, events, customers }
}

export async function eventsOf(db: Db, bookingId: number) {
  return db
    .selectFrom('booking_events')
    .select(['kind', 'from_status', 'to_status', 'notes'])
    .where('booking_id', '=', bookingId)
    .orderBy('id')
    .execute()
}

/** A strict RFC 4180 reader for the export's tests: quoted fields, doubled quotes, CRLF records. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = []
  let record: string[] = []
  let field = ''
  let quoted = false
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"'
        index++
      } else if (char === '"') quoted = false
      else field += char
    } else if (char === '"' && field === '') quoted = true
    else if (char === ',') {
      record.push(field)
      field = ''
    } else if (char === '\r' && text[index + 1] === '\n') {
      record.push(field)
      records.push(record)
      record = []
      field = ''
      index++
    } else field += char
  }
  if (field !== '' || record.length) throw new Error('the CSV does not end with CRLF')
  return records
}

export const json = (response: LightMyRequestResponse) => response.json() as Record<string, unknown>
