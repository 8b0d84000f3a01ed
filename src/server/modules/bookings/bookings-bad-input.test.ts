import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { countBookingRows, detailedBooking, pickupBooking, postBooking } from '../../test/bookings.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'

let t: TestApp
beforeAll(async () => {
  // Hundreds of bookings from one address: the limit would answer for the validation under test.
  t = await createTestApp({ env: { BOOKING_RATE_LIMIT_PER_10_MIN: '0' } })
})
afterAll(() => t.close())

const ERROR_SHAPE = { error: expect.any(String), code: expect.stringMatching(/^[A-Z_]+$/) }

/** Raw JSON, for what JSON.stringify cannot write (1e999, a lone surrogate, __proto__). */
const withRaw = (fragment: string) => JSON.stringify(detailedBooking).replace(/}$/, `, ${fragment}}`)

describe('POST /api/bookings refuses bad input with a 4xx, a clear message, and writes nothing', () => {
  const cases: Array<{ name: string; payload: unknown; status: number; error: string | RegExp }> = [
    {
      name: 'a negative count',
      payload: { ...detailedBooking, blades4To6Inches: -1 },
      status: 400,
      error: 'Blades 4 to 6 inches cannot be negative',
    },
    {
      name: 'a fractional count',
      payload: { ...detailedBooking, bladesUnder4Inches: 1.5 },
      status: 400,
      error: 'Blades under 4 inches must be a whole number',
    },
    {
      name: 'a huge count',
      payload: { ...detailedBooking, bladesOver9Inches: 1e308 },
      status: 400,
      error: 'Blades 9 inches and over cannot be more than 100',
    },
    {
      name: 'a count past the safe integers',
      payload: { ...detailedBooking, nickRepairQuantity: 2 ** 53 },
      status: 400,
      error: 'Nick repair quantity cannot be more than 100',
    },
    {
      name: 'a count that overflows to Infinity',
      payload: withRaw('"strappingQuantity": 1e999'),
      status: 400,
      error: 'Stropping quantity must be a number',
    },
    {
      name: 'a count written as text',
      payload: { ...detailedBooking, blades7To9Inches: '3' },
      status: 400,
      error: 'Blades 7 to 9 inches must be a number',
    },
    {
      name: 'a non-numeric count',
      payload: { ...detailedBooking, blades7To9Inches: 'lots' },
      status: 400,
      error: 'Blades 7 to 9 inches must be a number',
    },
    {
      name: 'a null count',
      payload: { ...detailedBooking, blades7To9Inches: null },
      status: 400,
      error: 'Blades 7 to 9 inches must be a number',
    },
    {
      name: 'a knife count written as text',
      payload: { ...pickupBooking, knifeCount: '5' },
      status: 400,
      error: 'At least 1 knife is required',
    },
    {
      name: 'a fractional knife count',
      payload: { ...pickupBooking, knifeCount: 4.5 },
      status: 400,
      error: 'The number of knives must be a whole number',
    },
    {
      name: '100 KB of special requirements',
      payload: { ...detailedBooking, specialRequirements: 'x'.repeat(100 * 1024) },
      status: 413,
      error: 'The request body is too large.',
    },
    {
      name: 'special requirements over 2,000 characters',
      payload: { ...detailedBooking, specialRequirements: 'x'.repeat(2001) },
      status: 400,
      error: 'Special requirements must be at most 2000 characters',
    },
    {
      name: 'an e-mail of 5,000 characters',
      payload: { ...detailedBooking, customerEmail: `${'a'.repeat(4988)}@example.com` },
      status: 400,
      error: 'Email must be at most 254 characters',
    },
    {
      name: 'an unknown measurement type',
      payload: { ...detailedBooking, measurementType: 'laser' },
      status: 400,
      error: 'Measurement type must be self or pickup',
    },
    {
      name: 'a name of 101 characters',
      payload: { ...detailedBooking, customerName: 'n'.repeat(101) },
      status: 400,
      error: 'Name must be at most 100 characters',
    },
    {
      name: 'a ZIP code that is not one',
      payload: { ...detailedBooking, zipCode: 'ABCDE' },
      status: 400,
      error: 'ZIP code must be 5 digits, like 32804',
    },
    {
      name: 'a NUL character, which PostgreSQL cannot store',
      payload: { ...detailedBooking, city: 'Orl\u0000ando' },
      status: 400,
      error: 'City contains characters that are not allowed',
    },
    {
      name: 'a line break in a one-line field',
      payload: { ...detailedBooking, customerName: 'Jane\r\nBcc: everyone@example.com' },
      status: 400,
      error: 'Name contains characters that are not allowed',
    },
    {
      name: 'half a surrogate pair',
      payload: withRaw('"streetAddress": "12 Palm \\ud800 Lane"'),
      status: 400,
      error: 'Street address contains characters that are not allowed',
    },
    { name: 'a JSON array', payload: '[]', status: 400, error: 'The booking must be a JSON object' },
    { name: 'a JSON string', payload: '"book me"', status: 400, error: 'The booking must be a JSON object' },
    { name: 'JSON null', payload: 'null', status: 400, error: 'The booking must be a JSON object' },
    {
      name: 'broken JSON',
      payload: '{"customerName": ',
      status: 400,
      error: 'The request body is not valid JSON.',
    },
    {
      name: 'a prototype-poisoning key',
      payload: withRaw('"__proto__": {"status": "paid"}'),
      status: 400,
      error: /./,
    },
  ]
  for (const field of ['customerName', 'customerEmail'] as const) {
    cases.push({
      name: `null ${field}`,
      payload: { ...detailedBooking, [field]: null },
      status: 400,
      error: /required/,
    })
  }
  const textFields = [
    ['customerName', 'Name is required'],
    ['customerEmail', 'Valid email is required'],
    ['customerPhone', 'Phone must be text'],
    ['streetAddress', 'Street address must be text'],
    ['city', 'City must be text'],
    ['state', 'State must be text'],
    ['zipCode', 'ZIP code must be text'],
    ['specialRequirements', 'Special requirements must be text'],
  ] as const
  for (const [field, error] of textFields) {
    for (const value of [['Jane'], { first: 'Jane' }, 42, true]) {
      cases.push({
        name: `${JSON.stringify(value)} as ${field}`,
        payload: { ...detailedBooking, [field]: value },
        status: 400,
        error,
      })
    }
  }

  // Issue 39: text that would show other than it was written (bidirectional and zero-width controls).
  const displayFields = [
    ['customerName', 'Name'],
    ['streetAddress', 'Street address'],
    ['city', 'City'],
    ['state', 'State'],
    ['specialRequirements', 'Special requirements'],
  ] as const
  for (const [field, label] of displayFields) {
    for (const character of ['\u202e', '\u2066', '\u200b', '\u200f']) {
      cases.push({
        name: `U+${character.codePointAt(0)!.toString(16).toUpperCase()} in ${field}`,
        payload: { ...detailedBooking, [field]: `Jane${character} Doe` },
        status: 400,
        error: `${label} contains characters that are not allowed`,
      })
    }
  }

  it.each(cases)('$name', async ({ payload, status, error }) => {
    const before = await countBookingRows(t.app.db)
    const response = await postBooking(t, payload)
    expect(response.statusCode).toBe(status)
    expect(response.json()).toEqual(expect.objectContaining(ERROR_SHAPE))
    if (typeof error === 'string') expect(response.json().error).toBe(error)
    else expect(response.json().error).toMatch(error)
    expect(await countBookingRows(t.app.db)).toEqual(before)
  })

  it('refuses a form-encoded body with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: 'customerName=Jane',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(response.statusCode).toBe(415)
    expect(response.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' })
  })
})
