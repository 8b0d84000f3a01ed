import { describe, expect, it } from 'vitest'

import { trendText } from './trend-text'

const trend = (change: number | null) => ({ thisMonth: 0, lastMonth: 0, change })

describe('trendText', () => {
  it('writes a rise with a plus and a fall with a real minus sign, in the spec’s form', () => {
    expect(trendText('totalBookings', trend(12))).toEqual({ text: '+12% vs last month', direction: 'up' })
    expect(trendText('revenue', trend(-3))).toEqual({ text: '\u22123% vs last month', direction: 'down' })
    expect(trendText('pendingOrders', trend(250))).toEqual({ text: '+250% vs last month', direction: 'up' })
  })

  it('says no change without a sign', () => {
    expect(trendText('revenue', trend(0))).toEqual({ text: '0% vs last month', direction: 'flat' })
  })

  it('counts the completion rate’s change in points, not percent', () => {
    expect(trendText('completionRate', trend(5)).text).toBe('+5 pts vs last month')
    expect(trendText('completionRate', trend(-40)).text).toBe('\u221240 pts vs last month')
  })

  it('says what last month lacked when there is nothing to compare with', () => {
    expect(trendText('totalBookings', trend(null))).toEqual({
      text: 'No bookings last month',
      direction: 'none',
    })
    expect(trendText('revenue', trend(null)).text).toBe('No revenue last month')
    expect(trendText('pendingOrders', trend(null)).text).toBe('No pending orders last month')
    expect(trendText('completionRate', trend(null)).text).toBe('Nothing to compare with last month')
  })
})
