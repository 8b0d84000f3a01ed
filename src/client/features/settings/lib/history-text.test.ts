import { describe, expect, it } from 'vitest'

import { changeText } from './history-text'

describe('a settings change as a line of history', () => {
  it('shows prices in dollars and texts as they were', () => {
    expect(changeText({ field: 'strappingCents', from: '300', to: '350' })).toBe('Stropping: $3.00 → $3.50')
    expect(changeText({ field: 'phone', from: '', to: '(407) 555-0100' })).toBe(
      'Phone: (empty) → (407) 555-0100',
    )
  })

  it('tells the ZIP codes added and removed', () => {
    expect(changeText({ field: 'servedZipsAdded', from: '', to: '32801, 32803' })).toBe('Added 32801, 32803')
    expect(changeText({ field: 'servedZipsRemoved', from: '32804', to: '' })).toBe('Removed 32804')
  })

  it('tells an e-mail to the owner switched on or off in plain words', () => {
    expect(changeText({ field: 'customerCancelled', from: 'true', to: 'false' })).toBe(
      'E-mail me when a customer cancels an order: On → Off',
    )
    expect(changeText({ field: 'newBooking', from: 'false', to: 'true' })).toBe(
      'E-mail me when a new booking arrives: Off → On',
    )
  })

  it('tells an account change without any secret', () => {
    expect(changeText({ field: 'password', from: '', to: 'changed' })).toBe('Password changed')
    expect(changeText({ field: 'password', from: '', to: 'reset' })).toBe(
      'Password reset from the command line',
    )
    expect(changeText({ field: 'sessionsEnded', from: '', to: '1' })).toBe('Ended 1 session')
    expect(changeText({ field: 'sessionsEnded', from: '', to: '3' })).toBe('Ended 3 sessions')
  })
})
