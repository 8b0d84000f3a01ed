import { describe, expect, it } from 'vitest'

import { createTestApp } from '../../test/test-app.ts'
import { adminBookings, createBooking } from '../bookings/admin-test-support.ts'
import { adminCustomers, listedCustomers, listedNames } from './customers-test-support.ts'

describe('a customer left without orders', () => {
  it('stays in the directory with 0 orders and no dates when an edit moves their only order to another e-mail', async () => {
    const own = await createTestApp({ env: { BOOKING_RATE_LIMIT_PER_10_MIN: '0' } })
    try {
      const cookie = await own.login()
      const booking = await createBooking(own, { customerEmail: 'typo@exmaple.com' })
      const {
        id,
        createdAt: _c,
        updatedAt: _u,
        archived: _a,
        measurementType: _m,
        knifeCount: _k,
        ...form
      } = booking
      const { customerId: _ci, estimatedPrice: _e, totalKnives: _t, outOfArea: _o, ...editable } = form
      const edit = await adminBookings(own, cookie).update(id, {
        ...editable,
        customerEmail: 'eve@example.com',
      })
      expect(edit.statusCode).toBe(200)
      const list = await adminCustomers(own, cookie).list({ sort: 'lastOrderDate' })
      expect(listedCustomers(list).map((c) => [c.email, c.totalOrders, c.lastOrderDate === null])).toEqual([
        ['eve@example.com', 1, false],
        ['typo@exmaple.com', 0, true],
      ])
      expect((await adminCustomers(own, cookie).get(booking.customerId as number)).json()).toMatchObject({
        totalOrders: 0,
        totalSpent: '0.00',
        firstOrderDate: null,
        lastOrderDate: null,
      })
      expect((await adminCustomers(own, cookie).summary()).json()).toMatchObject({
        totalCustomers: 2,
        repeatCustomers: 0,
      })
    } finally {
      await own.close()
    }
  })
})

describe("the directory's search index", () => {
  it('follows a customer who adopts a newer booking with a new name, phone and city', async () => {
    const own = await createTestApp({ env: { BOOKING_RATE_LIMIT_PER_10_MIN: '0' } })
    try {
      const directory = adminCustomers(own, await own.login())
      const found = async (search: string) => listedNames(await directory.list({ search }))
      const first = { customerEmail: 'moving@example.com', customerName: 'Gail Mover' }
      await createBooking(own, { ...first, customerPhone: '(407) 555-3131', city: 'Sanford' })
      expect(await found('sanford')).toEqual(['Gail Mover'])

      const settled = await createBooking(own, {
        ...first,
        customerName: 'Gail Settled',
        customerPhone: '321 555 4242',
        city: 'Ocoee',
      })
      // A public booking leaves the saved customer as it is, until the admin adopts its details.
      expect(await found('sanford')).toEqual(['Gail Mover'])
      const cookie = await own.login()
      const url = `/api/bookings/${settled.id}/adopt-contact`
      expect((await own.request({ method: 'POST', url, cookie })).statusCode).toBe(200)
      expect(await found('sanford')).toEqual([])
      expect(await found('555-3131')).toEqual([])
      expect(await found('OCOEE')).toEqual(['Gail Settled'])
      expect(await found('321-555-42')).toEqual(['Gail Settled'])
      expect(await found('mover')).toEqual([])
    } finally {
      await own.close()
    }
  })
})
