import { describe, expect, it } from 'vitest'

import { bookingFigures, monthTrends, serviceDistribution, type StatusTotal } from './stats-figures.ts'

const NONE = {
  bladesOver9Inches: 0,
  blades7To9Inches: 0,
  blades4To6Inches: 0,
  bladesUnder4Inches: 0,
  notYetMeasured: 0,
  nickRepair: 0,
  strapping: 0,
}
const total = (status: string, bookings: number, priceCents = 0, services = NONE): StatusTotal => ({
  status,
  bookings,
  priceCents,
  services,
})

describe('booking figures', () => {
  it('rounds revenue down to whole dollars and the completion rate to the nearest percent', () => {
    expect(
      bookingFigures([total('completed', 1, 1999), total('paid', 1, 1350), total('pending', 1, 900)]),
    ).toEqual({ totalBookings: 3, revenue: 33, pendingOrders: 1, completionRate: 67 })
  })

  it('has a completion rate of 0, not a division by zero, when every booking is cancelled', () => {
    expect(bookingFigures([total('cancelled', 4, 2400)])).toEqual({
      totalBookings: 4,
      revenue: 0,
      pendingOrders: 0,
      completionRate: 0,
    })
    expect(bookingFigures([])).toEqual({ totalBookings: 0, revenue: 0, pendingOrders: 0, completionRate: 0 })
  })
})

describe('month trends', () => {
  it('rounds a fall as far from zero as the same rise', () => {
    const trends = monthTrends([total('pending', 7)], [total('pending', 8)])
    // 7 against 8 is −12.5%.
    expect(trends.totalBookings).toEqual({ thisMonth: 7, lastMonth: 8, change: -13 })
    expect(monthTrends([total('pending', 9)], [total('pending', 8)]).totalBookings.change).toBe(13)
  })

  it('has no change to show when last month had nothing, and no rate change when it was all cancelled', () => {
    const trends = monthTrends([total('completed', 2, 1000)], [total('cancelled', 3, 900)])
    expect(trends.totalBookings).toEqual({ thisMonth: 2, lastMonth: 3, change: -33 })
    expect(trends.revenue).toEqual({ thisMonth: 10, lastMonth: 0, change: null })
    expect(trends.pendingOrders).toEqual({ thisMonth: 0, lastMonth: 0, change: null })
    expect(trends.completionRate).toEqual({ thisMonth: 100, lastMonth: 0, change: null })
  })

  it('changes the completion rate by percentage points, down to 0 in a month with nothing finished', () => {
    const trends = monthTrends([total('pending', 1)], [total('completed', 1), total('pending', 1)])
    expect(trends.completionRate).toEqual({ thisMonth: 0, lastMonth: 50, change: -50 })
  })
})

describe('service distribution', () => {
  it('adds up every status but cancelled, and is all zeros with no bookings', () => {
    const some = { ...NONE, bladesOver9Inches: 2, notYetMeasured: 5, strapping: 1 }
    const totals = [
      total('pending', 1, 0, some),
      total('paid', 1, 0, { ...NONE, bladesOver9Inches: 1, nickRepair: 3 }),
      total('cancelled', 1, 0, { ...NONE, bladesOver9Inches: 100, notYetMeasured: 100 }),
    ]
    expect(serviceDistribution(totals)).toEqual({
      ...NONE,
      bladesOver9Inches: 3,
      notYetMeasured: 5,
      nickRepair: 3,
      strapping: 1,
    })
    expect(serviceDistribution([])).toEqual(NONE)
  })
})
