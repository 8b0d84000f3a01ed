import { describe, expect, it } from 'vitest'

import { requestedTab, tabLabel, withTab } from './admin-screen'

describe('the admin page address', () => {
  it("opens the Workflow Board on the owner's paths and New Booking on the customers'", () => {
    expect(requestedTab('/admin', null)).toBe('workflow')
    expect(requestedTab('/dashboard/', null)).toBe('workflow')
    expect(requestedTab('/booking', null)).toBe('new-booking')
    expect(requestedTab('/booking-dashboard', 'nonsense')).toBe('new-booking')
    expect(requestedTab('/admin', 'new-booking')).toBe('new-booking')
    expect(requestedTab('/booking', 'reports')).toBe('reports')
  })

  it("writes ?tab= only when it is not the path's default", () => {
    expect(withTab(new URLSearchParams('tab=reports'), '/admin', 'workflow').toString()).toBe('')
    expect(withTab(new URLSearchParams(), '/admin', 'new-booking').toString()).toBe('tab=new-booking')
    expect(withTab(new URLSearchParams('tab=reports'), '/booking', 'new-booking').toString()).toBe('')
  })

  it('names each screen after its tab', () => {
    expect(tabLabel('workflow')).toBe('Workflow Board')
    expect(tabLabel('new-booking')).toBe('New Booking')
  })
})
