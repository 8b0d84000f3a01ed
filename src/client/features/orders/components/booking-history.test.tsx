// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { renderWithProviders } from '@/test/render-with-providers'

import { BookingHistory } from './booking-history'

describe('BookingHistory', () => {
  it("shows a customer's message as sent from the order page, with what they wrote", () => {
    renderWithProviders(
      <BookingHistory
        failed={false}
        timeZone="America/New_York"
        events={[
          {
            id: 2,
            at: '2025-01-14T15:00:00.000Z',
            kind: 'customer_message',
            fromStatus: null,
            toStatus: null,
            notes: 'Please come after 5pm.',
          },
        ]}
      />,
    )
    const [entry] = within(screen.getByRole('list', { name: 'Order history' })).getAllByRole('listitem')
    expect(entry).toHaveTextContent('Sent from the order page')
    expect(entry).toHaveTextContent('Please come after 5pm.')
    expect(entry).not.toHaveTextContent(/e-mail/i)
  })
})
