import { expect } from 'vitest'

import type { AttentionList } from '../../../shared/attention.schema.ts'
import type { CreatedBooking } from '../../../shared/order-page.schema.ts'
import { detailedBooking, postBooking } from '../../test/bookings.ts'
import type { TestApp } from '../../test/test-app.ts'

/** No rate limit on bookings and the order page: the tests make many from one address. */
export const UNLIMITED = {
  BOOKING_RATE_LIMIT_PER_10_MIN: '0',
  ORDER_PAGE_RATE_LIMIT_PER_MIN: '0',
  ORDER_ACTION_RATE_LIMIT_PER_10_MIN: '0',
}

/** The attention routes and the customer's order-page actions of one test app, signed in as the owner. */
export function attentionOf(t: TestApp, cookie: string) {
  const list = async (query = '') => {
    const response = await t.request({ method: 'GET', url: `/api/attention${query}`, cookie })
    expect(response.statusCode, response.body).toBe(200)
    return response.json<AttentionList>()
  }
  const order = (token: string, action: string, payload?: object) =>
    t.request({
      method: 'POST',
      url: `/api/public/orders/${token}/${action}`,
      ...(payload ? { payload } : {}),
    })
  return {
    list,
    /** The open items about `bookingId`. */
    openAbout: async (bookingId: number) =>
      (await list('?limit=100')).items.filter((item) => item.bookingId === bookingId),
    done: (id: number | string) => t.request({ method: 'POST', url: `/api/attention/${id}/done`, cookie }),
    cancel: (token: string) => order(token, 'cancel'),
    write: (token: string, message: string) => order(token, 'messages', { message }),
    reschedule: (token: string, pickupSlotStart: string) => order(token, 'reschedule', { pickupSlotStart }),
    async book(payload: object = detailedBooking): Promise<CreatedBooking> {
      const response = await postBooking(t, payload)
      expect(response.statusCode, response.body).toBe(201)
      return response.json()
    },
  }
}

export type AttentionOwner = ReturnType<typeof attentionOf>
