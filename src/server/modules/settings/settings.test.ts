import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DEFAULT_PRICES } from '../../../shared/pricing.ts'
import { pickupBooking, postBooking } from '../../test/bookings.ts'
import { buildTestApp, createTestApp, type TestApp } from '../../test/test-app.ts'
import { adminBookings, createBooking, type AdminBookings } from '../bookings/admin-test-support.ts'
import { seedBusinessSettings } from '../business/index.ts'

let t: TestApp
let cookie: string
let admin: AdminBookings
beforeAll(async () => {
  t = await createTestApp({
    env: {
      BOOKING_RATE_LIMIT_PER_10_MIN: '0',
      BUSINESS_NAME: 'Edge of Town Sharpening',
      BUSINESS_CITY: 'Winter Park',
      SERVED_ZIPS: '32804,32803',
    },
  })
  cookie = await t.login()
  admin = adminBookings(t, cookie)
})
afterAll(() => t.close())

const get = (url: string) => t.request({ method: 'GET', url, cookie })
const put = (url: string, payload: unknown) =>
  t.request({ method: 'PUT', url, cookie, payload: payload as object })
const history = async (section: string) =>
  (await get(`/api/settings/${section}/history`)).json().entries as {
    changedBy: string
    at: string
    changes: { field: string; from: string; to: string }[]
  }[]

/** Every history row of every section: a refused save must add none. */
const historyRowCount = async () =>
  Number(
    (
      await t.app.db
        .selectFrom('settings_history')
        .select((eb) => eb.fn.countAll().as('rows'))
        .executeTakeFirstOrThrow()
    ).rows,
  )

const profile = {
  name: 'Edge of Town Sharpening',
  email: 'owner@edge.example',
  phone: '(407) 555-0100',
  city: 'Winter Park',
  state: 'FL',
  zipCode: '32789',
  timezone: 'America/Chicago',
  hours: 'Pickups Tue and Sat, 9 to 5',
  about: 'Sharpening kitchen knives for the neighbours since 2019.',
}

/** The edit form as the client sends it for a stored booking, with changes. */
const editForm = (booking: Record<string, unknown>, changes: Record<string, unknown> = {}) => ({
  ...Object.fromEntries(
    [
      'customerName',
      'customerEmail',
      'customerPhone',
      'streetAddress',
      'city',
      'state',
      'zipCode',
      'bladesOver9Inches',
      'blades7To9Inches',
      'blades4To6Inches',
      'bladesUnder4Inches',
      'nickRepairQuantity',
      'strappingQuantity',
      'specialRequirements',
      'status',
    ].map((field) => [field, booking[field]]),
  ),
  ...changes,
})

describe('settings seeded from the environment on the first start', () => {
  it('starts from BUSINESS_* and SERVED_ZIPS, with the spec prices', async () => {
    expect((await get('/api/settings/business')).json()).toMatchObject({
      name: 'Edge of Town Sharpening',
      city: 'Winter Park',
      zipCode: '32804',
      phone: '',
    })
    expect((await get('/api/settings/prices')).json()).toEqual(DEFAULT_PRICES)
    expect((await get('/api/settings/service-area')).json()).toEqual({
      servedZips: ['32803', '32804'],
      bookingsOutsideArea: 0,
    })
  })

  it('every settings route is admin-only', async () => {
    for (const url of ['/api/settings/business', '/api/settings/prices', '/api/settings/service-area']) {
      expect((await t.request({ method: 'GET', url })).statusCode).toBe(401)
      expect((await t.request({ method: 'PUT', url, payload: {} })).statusCode).toBe(401)
    }
    expect((await t.request({ method: 'GET', url: '/api/settings/prices/history' })).statusCode).toBe(401)
  })

  it('refuses a change from another site (Origin)', async () => {
    const response = await t.request({
      method: 'PUT',
      url: '/api/settings/prices',
      cookie,
      headers: { origin: 'https://evil.example' },
      payload: { ...DEFAULT_PRICES, nickRepairCents: 0 },
    })
    expect(response.statusCode).toBe(403)
    expect((await get('/api/settings/prices')).json()).toEqual(DEFAULT_PRICES)
  })
})

describe('business profile', () => {
  it('saves the profile, records who changed what, and the public read shows it', async () => {
    const saved = await put('/api/settings/business', profile)
    expect(saved.statusCode).toBe(200)
    expect(saved.json()).toEqual(profile)
    const [latest] = await history('business')
    expect(latest?.changedBy).toBe('admin')
    expect(latest?.changes).toContainEqual({
      field: 'timezone',
      from: 'America/New_York',
      to: 'America/Chicago',
    })
    expect(latest?.changes).toContainEqual({ field: 'phone', from: '', to: '(407) 555-0100' })

    const publicInfo = await t.request({ method: 'GET', url: '/api/public/business' })
    expect(publicInfo.statusCode).toBe(200)
    expect(publicInfo.json()).toMatchObject({
      ...profile,
      servedZips: ['32803', '32804'],
      prices: DEFAULT_PRICES,
    })
  })

  it('saving the same profile again records nothing', async () => {
    const before = (await history('business')).length
    expect((await put('/api/settings/business', profile)).statusCode).toBe(200)
    expect(await history('business')).toHaveLength(before)
  })

  it.each([
    ['an unknown time zone', { timezone: 'Mars/Olympus_Mons' }, 'timezone'],
    ['a ZIP code that is not 5 digits', { zipCode: '3280' }, 'zipCode'],
    ['an e-mail that is not one', { email: 'not an e-mail' }, 'email'],
    ['no name', { name: '  ' }, 'name'],
    ['an about of 5,000 characters', { about: 'x'.repeat(5000) }, 'about'],
    ['a control character in the hours', { hours: 'Tue\u0000Sat' }, 'hours'],
    ['a number for the city', { city: 42 }, 'city'],
  ])('refuses %s with a 400 naming the field, saving nothing', async (_case, change, field) => {
    const before = (await get('/api/settings/business')).json()
    const rows = await historyRowCount()
    const response = await put('/api/settings/business', { ...profile, ...change })
    expect(response.statusCode).toBe(400)
    expect(response.json().issues.map((issue: { path: string }) => issue.path)).toContain(field)
    expect((await get('/api/settings/business')).json()).toEqual(before)
    expect(await historyRowCount()).toBe(rows)
  })

  it('keeps HTML in every text field as the text it is', async () => {
    const html = (field: string) =>
      // The phone allows 30 characters.
      field === 'phone' ? '<b>407</b>&amp;<i>555</i>' : `<script>alert('${field}')</script> & <b>${field}</b>`
    const textFields = ['name', 'phone', 'city', 'state', 'hours', 'about'] as const
    const marked = { ...profile, ...Object.fromEntries(textFields.map((field) => [field, html(field)])) }
    const response = await put('/api/settings/business', marked)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual(marked)
    expect((await get('/api/settings/business')).json()).toEqual(marked)
    expect((await t.request({ method: 'GET', url: '/api/public/business' })).json()).toMatchObject(marked)
    await put('/api/settings/business', profile)
  })

  it('tells the public the profile, served area and prices, and nothing else', async () => {
    const publicInfo = (await t.request({ method: 'GET', url: '/api/public/business' })).json()
    // Exactly these keys: a secret added to the settings one day must not leak here unnoticed.
    expect(Object.keys(publicInfo).sort()).toEqual([...Object.keys(profile), 'servedZips', 'prices'].sort())
    expect(Object.keys(publicInfo.prices).sort()).toEqual(Object.keys(DEFAULT_PRICES).sort())
  })
})

describe('price list', () => {
  it.each([
    ['negative', -1],
    ['fractional', 12.5],
    ['huge', 1e12],
    ['one cent over $1,000', 100_001],
    ['non-numeric', '9.00'],
    ['missing', undefined],
  ])('refuses a %s price with a 400 naming the field, saving nothing', async (_case, value) => {
    const rows = await historyRowCount()
    const response = await put('/api/settings/prices', { ...DEFAULT_PRICES, blades7To9InchesCents: value })
    expect(response.statusCode).toBe(400)
    expect(response.json().issues[0].path).toBe('blades7To9InchesCents')
    expect((await get('/api/settings/prices')).json()).toEqual(DEFAULT_PRICES)
    expect(await historyRowCount()).toBe(rows)
  })

  it('accepts 0 and 100000 cents', async () => {
    const prices = { ...DEFAULT_PRICES, nickRepairCents: 0, bladesOver9InchesCents: 100_000 }
    expect((await put('/api/settings/prices', prices)).json()).toEqual(prices)
    expect((await put('/api/settings/prices', DEFAULT_PRICES)).json()).toEqual(DEFAULT_PRICES)
  })

  it('a new price prices new bookings; an old booking keeps its lines and total, even when edited', async () => {
    const old = await createBooking(t, {
      bladesOver9Inches: 2,
      blades7To9Inches: 0,
      blades4To6Inches: 0,
      bladesUnder4Inches: 0,
      nickRepairQuantity: 0,
      strappingQuantity: 1,
    })
    expect(old.estimatedPrice).toBe('21.00')

    const raised = { ...DEFAULT_PRICES, bladesOver9InchesCents: 1250, strappingCents: 350 }
    expect((await put('/api/settings/prices', raised)).statusCode).toBe(200)
    const [latest] = await history('prices')
    expect(latest?.changes).toEqual([
      { field: 'bladesOver9InchesCents', from: '900', to: '1250' },
      { field: 'strappingCents', from: '300', to: '350' },
    ])

    const unchanged = (await admin.get(old.id)).json()
    expect(unchanged.estimatedPrice).toBe('21.00')
    expect(unchanged.prices).toEqual(DEFAULT_PRICES)

    // The client's price is ignored: the server prices with today's list.
    const fresh = await createBooking(t, {
      bladesOver9Inches: 2,
      blades7To9Inches: 0,
      blades4To6Inches: 0,
      bladesUnder4Inches: 0,
      nickRepairQuantity: 0,
      strappingQuantity: 1,
      estimatedPrice: '1.00',
    })
    expect(fresh.estimatedPrice).toBe('28.50')
    expect(fresh.prices).toEqual(raised)

    // An edit of the old booking prices it with its own list: 3 × $9 + 1 × $3.
    const edited = await admin.update(old.id, editForm(unchanged, { bladesOver9Inches: 3 }))
    expect(edited.statusCode).toBe(200)
    expect(edited.json().estimatedPrice).toBe('30.00')
    expect(edited.json().prices).toEqual(DEFAULT_PRICES)

    const publicPrices = (await t.request({ method: 'GET', url: '/api/public/business' })).json().prices
    expect(publicPrices).toEqual(raised)
    await put('/api/settings/prices', DEFAULT_PRICES)
  })

  it('a new pickup price per knife prices pickup bookings made after it; an older one keeps its own', async () => {
    // In the served area, so the service-area counts below stay as they are.
    const inArea = { ...pickupBooking, zipCode: '32804' }
    const older = (await postBooking(t, inArea)).json()
    // 5 knives × $6.75, 1 nick repair × $1, 2 stroppings × $3.
    expect(older.estimatedPrice).toBe('40.75')
    const raised = { ...DEFAULT_PRICES, pickupPerKnifeCents: 800 }
    expect((await put('/api/settings/prices', raised)).statusCode).toBe(200)
    const [latest] = await history('prices')
    expect(latest?.changes).toEqual([{ field: 'pickupPerKnifeCents', from: '675', to: '800' }])

    const newer = (await postBooking(t, { ...inArea, estimatedPrice: '40.75' })).json()
    expect(newer.estimatedPrice).toBe('47.00')
    expect(newer.prices.pickupPerKnifeCents).toBe(800)
    const kept = (await admin.get(older.id)).json()
    expect(kept.estimatedPrice).toBe('40.75')
    expect(kept.prices.pickupPerKnifeCents).toBe(675)
    await put('/api/settings/prices', DEFAULT_PRICES)
  })
})

describe('service area', () => {
  it('refuses ZIP codes that are not 5 digits and lists of 10,000, saving nothing', async () => {
    const before = (await get('/api/settings/service-area')).json()
    const rows = await historyRowCount()
    const bad = await put('/api/settings/service-area', { servedZips: ['32804', '3280A'] })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().issues[0].path).toBe('servedZips.1')
    const many = Array.from({ length: 10_000 }, (_, index) => String(10000 + index))
    const huge = await put('/api/settings/service-area', { servedZips: many })
    expect(huge.statusCode).toBe(400)
    expect(huge.json().issues[0].path).toBe('servedZips')
    expect((await get('/api/settings/service-area')).json()).toEqual(before)
    expect(await historyRowCount()).toBe(rows)
  })

  it('counts bookings outside the area, and records the codes added and removed', async () => {
    await createBooking(t, { zipCode: '99999' })
    await createBooking(t, { zipCode: '32801-1234' })
    const response = await put('/api/settings/service-area', { servedZips: ['32804', '32801', '32801'] })
    expect(response.statusCode).toBe(200)
    expect(response.json().servedZips).toEqual(['32801', '32804'])
    // 99999 only: 32801-1234 counts by its first five digits, and the bookings above have 32804.
    expect(response.json().bookingsOutsideArea).toBe(1)
    const [latest] = await history('service-area')
    expect(latest?.changes).toEqual([
      { field: 'servedZipsAdded', from: '', to: '32801' },
      { field: 'servedZipsRemoved', from: '32803', to: '' },
    ])
  })

  it("editing a booking's ZIP code recomputes its out-of-area flag", async () => {
    const outside = await createBooking(t, { zipCode: '99999' })
    expect(outside.outOfArea).toBe(true)
    const moved = await admin.update(outside.id, editForm(outside, { zipCode: '32804' }))
    expect(moved.statusCode).toBe(200)
    expect(moved.json().outOfArea).toBe(false)
    const away = await admin.update(outside.id, editForm(moved.json(), { zipCode: '10001' }))
    expect(away.json().outOfArea).toBe(true)
  })

  it('an empty list turns the area check off', async () => {
    const response = await put('/api/settings/service-area', { servedZips: [] })
    expect(response.json()).toEqual({ servedZips: [], bookingsOutsideArea: 0 })
    expect((await createBooking(t, { zipCode: '99999' })).outOfArea).toBe(false)
  })
})

describe('history', () => {
  it('answers 400 for an unknown section', async () => {
    const response = await get('/api/settings/passwords/history')
    expect(response.statusCode).toBe(400)
  })
})

describe('after the first start', () => {
  it('the database wins over the environment', async () => {
    const before = (await get('/api/settings/business')).json()
    await seedBusinessSettings(t.app.db, {
      ...t.config.business,
      name: 'Another Name',
      servedZips: ['11111'],
    })
    expect((await get('/api/settings/business')).json()).toEqual(before)
    expect((await get('/api/settings/service-area')).json().servedZips).not.toContain('11111')
  })
})

describe('several instances on one database', () => {
  it('a change saved through one instance is what the next request to another reads', async () => {
    const other = await buildTestApp(t.config, { db: t.app.db, logger: false })
    try {
      await other.ready()
      const raised = { ...DEFAULT_PRICES, nickRepairCents: 150 }
      expect((await put('/api/settings/prices', raised)).statusCode).toBe(200)
      const seen = await other.inject({ method: 'GET', url: '/api/public/business' })
      expect(seen.json().prices).toEqual(raised)
    } finally {
      await put('/api/settings/prices', DEFAULT_PRICES)
      await other.close()
    }
  })
})
