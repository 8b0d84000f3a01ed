// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { BookingPickupCell, BookingPickupLine } from './booking-pickup'

const booked = { pickupStart: '2026-12-01T14:00:00.000Z', pickupEnd: '2026-12-01T17:00:00.000Z' }
const none = { pickupStart: null, pickupEnd: null }

describe('an order’s pickup time in the list', () => {
  it('shows the window’s day and hours in the business time zone', () => {
    const { container } = render(<BookingPickupCell booking={booked} timeZone="America/New_York" />)
    expect(container).toHaveTextContent('Tue, Dec 1, 20269:00 AM to 12:00 PM')
  })

  it('moves with the time zone: the same instant is the evening before in Los Angeles', () => {
    const late = { pickupStart: '2026-12-02T02:00:00.000Z', pickupEnd: '2026-12-02T04:00:00.000Z' }
    render(<BookingPickupLine booking={late} timeZone="America/Los_Angeles" />)
    expect(screen.getByText(/^Pickup:/).parentElement).toHaveTextContent(
      'Pickup: Tue, Dec 1, 2026, 6:00 PM to 8:00 PM',
    )
  })

  it('says "No time yet" for an order with no pickup time', () => {
    const { container } = render(<BookingPickupCell booking={none} timeZone="America/New_York" />)
    expect(container).toHaveTextContent(/^No time yet$/)
    render(<BookingPickupLine booking={none} timeZone="America/New_York" />)
    expect(screen.getByText('No time yet', { selector: 'p' })).toHaveTextContent('Pickup: No time yet')
  })
})
