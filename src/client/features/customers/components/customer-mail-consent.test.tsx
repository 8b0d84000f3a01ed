// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import type { Customer } from '@shared/customer.schema.ts'
import { CustomerContact } from './customer-contact'

const customer: Customer = {
  id: 7,
  name: 'Sam Lee',
  email: 'sam@example.com',
  phone: null,
  streetAddress: null,
  city: null,
  state: null,
  zipCode: null,
  totalOrders: 1,
  totalSpent: '22.00',
  firstOrderDate: '2026-03-01T15:00:00.000Z',
  lastOrderDate: '2026-03-01T15:00:00.000Z',
  remindersOptIn: false,
  unsubscribedAt: null,
}

const shown = (changes: Partial<Customer>) => {
  render(<CustomerContact customer={{ ...customer, ...changes }} timeZone="America/New_York" />)
  return screen.getByRole('heading', { name: 'Contact Information' }).closest('section') ?? document.body
}

describe("the customer's mail consent in their details", () => {
  it('shows the reminder choice, and that review requests still go', () => {
    expect(shown({ remindersOptIn: true }).textContent).toContain(
      "Wants an e-mail when their knives are due for sharpening againThe customer's own choice, made when booking; also asked to review each paid order",
    )
  })

  it('shows no reminders without the box ticked, review requests all the same', () => {
    expect(shown({}).textContent).toContain(
      "No sharpening-due e-mailsThe customer's own choice, made when booking; still asked to review each paid order",
    )
  })

  it('shows an unsubscribe, with its day on the business clock, and offers no control to change it', () => {
    const section = shown({ unsubscribedAt: '2026-03-05T03:00:00.000Z' })
    expect(section.textContent).toContain('Unsubscribed from reminders and review requests')
    expect(section.textContent).toContain('Since Mar 4, 2026, with the link in our e-mails.')
    expect(section.textContent).not.toContain('review each paid order')
    expect(screen.queryByRole('checkbox')).toBeNull()
    expect(screen.queryByRole('button')).toBeNull()
  })
})
