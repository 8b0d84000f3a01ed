import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { PAYMENT_METHODS } from '../../../shared/payment.schema.ts'
import type { Stats } from '../../../shared/stats.schema.ts'
import { createTestApp } from '../../test/test-app.ts'

/** Seen on Wednesday 12 March 2025, as the figures over bookings in stats.test.ts are. */
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2025-03-12T15:00:00.000Z'))
})
afterAll(() => {
  vi.useRealTimers()
})

describe('GET /api/stats on an empty database', () => {
  it('answers zeros, no change, twelve empty weeks and no activity: no division by zero', async () => {
    const empty = await createTestApp()
    try {
      const response = await empty.request({ method: 'GET', url: '/api/stats', cookie: await empty.login() })
      expect(response.statusCode).toBe(200)
      const noChange = { thisMonth: 0, lastMonth: 0, change: null }
      const stats = response.json() as Stats
      expect(stats).toEqual({
        totalBookings: 0,
        revenue: 0,
        pendingOrders: 0,
        completionRate: 0,
        timeZone: 'America/New_York',
        trends: {
          totalBookings: noChange,
          revenue: noChange,
          pendingOrders: noChange,
          completionRate: noChange,
        },
        weeklyBookings: expect.any(Array),
        services: {
          bladesOver9Inches: 0,
          blades7To9Inches: 0,
          blades4To6Inches: 0,
          bladesUnder4Inches: 0,
          notYetMeasured: 0,
          nickRepair: 0,
          strapping: 0,
        },
        recentActivity: [],
        collected: '0.00',
        tips: '0.00',
        outstanding: '0.00',
        // Every method, each with nothing; every week of the chart, empty.
        collectedByMethod: PAYMENT_METHODS.map((method) => ({ method, amount: '0.00' })),
        collectedByWeek: stats.weeklyBookings.map(({ weekStart }) => ({ weekStart, amount: '0.00' })),
        // No customer, reminder or rating: no share to divide, no average.
        comeback: {
          customers: 0,
          repeatCustomers: 0,
          repeatShare: 0,
          remindersSent: 0,
          bookingsAfterReminder: 0,
          averageRating: null,
          ratedReviews: 0,
        },
      })
      expect(stats.weeklyBookings).toHaveLength(12)
      expect(stats.weeklyBookings.every((week) => week.bookings === 0)).toBe(true)
      expect(stats.weeklyBookings.at(-1)!.weekStart).toBe('2025-03-10')
    } finally {
      await empty.close()
    }
  })
})
