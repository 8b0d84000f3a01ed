// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { BOOKING_STATUSES, bookingStatusLabel, type BookingStatus } from '@shared/booking-status.ts'
import { StatusBadge, type StatusPalette } from './status-badge'

/** Spec section 4's badge colours, for every status the API can give (a new status fails to compile here). */
const SPEC_COLOURS: Record<BookingStatus, string> = {
  pending: 'yellow',
  'in-progress': 'purple',
  completed: 'green',
  paid: 'gray',
  cancelled: 'red',
}

function badgeOf(status: string, palette: StatusPalette = 'order-search'): HTMLElement {
  const { unmount } = render(<StatusBadge status={status} palette={palette} />)
  const badge = screen.getByText(bookingStatusLabel(status))
  const copy = badge.cloneNode(true) as HTMLElement
  unmount()
  return copy
}

/** The colour families a badge's classes paint it in ("bg-yellow-100 text-yellow-900" → {yellow}). */
function coloursOf(badge: HTMLElement): Set<string> {
  return new Set(
    [...badge.classList].flatMap((name) => /^(?:bg|text|border)-([a-z]+)-\d+$/.exec(name)?.[1] ?? []),
  )
}

describe('StatusBadge on the order search', () => {
  it.each(BOOKING_STATUSES)('shows %s by its label, in its spec colour alone', (status) => {
    const badge = badgeOf(status)
    expect(badge).toHaveTextContent(bookingStatusLabel(status))
    expect([...coloursOf(badge)]).toEqual([SPEC_COLOURS[status]])
  })

  it('gives statuses of different spec colours different looks', () => {
    const looks = new Set(BOOKING_STATUSES.map((status) => badgeOf(status).className))
    expect(looks.size).toBe(new Set(Object.values(SPEC_COLOURS)).size)
  })

  it('shows an unknown status as Pending, in grey like any other status', () => {
    const badge = badgeOf('something-new')
    expect(badge).toHaveTextContent('Pending')
    expect([...coloursOf(badge)]).toEqual(['gray'])
  })
})

describe('StatusBadge on the admin screens', () => {
  it('gives paid a colour of its own, apart from every spec colour', () => {
    expect([...coloursOf(badgeOf('paid', 'admin'))]).toEqual(['blue'])
  })

  it('paints an unknown status like the Pending it is shown as', () => {
    const badge = badgeOf('something-new', 'admin')
    expect(badge).toHaveTextContent('Pending')
    expect(badge.className).toBe(badgeOf('pending', 'admin').className)
  })
})
