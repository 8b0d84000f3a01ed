import { describe, expect, it } from 'vitest'

import { replyGreeting } from './reply-greeting'

describe('replyGreeting', () => {
  it('greets the sender by first name, then leaves a blank line for the answer', () => {
    expect(replyGreeting({ fromName: 'Jane Doe', customer: null })).toBe('Hi Jane,\n\n')
  })

  it('prefers the name the customer booked with, and copes with no name at all', () => {
    const customer = { id: 1, name: '  Janet Doe', email: '', phone: null, city: null, state: null }
    expect(replyGreeting({ fromName: 'J. D.', customer })).toBe('Hi Janet,\n\n')
    expect(replyGreeting({ fromName: null, customer: null })).toBe('Hi,\n\n')
    expect(replyGreeting({ fromName: '   ', customer: null })).toBe('Hi,\n\n')
  })
})
