import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DEFAULT_PRICES } from '../../../shared/pricing.ts'
import { pickupBooking, postBooking } from '../../test/bookings.ts'
import type { TestApp } from '../../test/test-app.ts'
import { createBooking, editForm, type AdminBookings } from '../bookings/admin-test-support.ts'
import { settingsRoutes, settingsTestApp } from './settings-test-support.ts'

let t: TestApp
let cookie: string
let admin: AdminBookings
beforeAll(async () => {
  ;({ t, cookie, admin } = await settingsTestApp())
})
afterAll(() => t.close())

const { get, put, history, historyRowCount } = settingsRoutes(() => ({ t, cookie }))

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
