// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { StrictMode } from 'react'
import { MemoryRouter, Route, Routes } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { CONFIRMATION_BOOKING_KEY } from '@/lib/confirmation-storage'
import { businessQueryOptions } from '@/lib/business'
import { createQueryClient } from '@/lib/query-client'

import type { Booking } from '../../../../shared/booking.schema.ts'
import { forgetReadConfirmationBookings } from '../lib/read-confirmation-booking'
import { BookingConfirmationPage } from './booking-confirmation-page'

const booking: Booking = {
  id: 27,
  // 02:30 UTC is still the evening before in Orlando.
  createdAt: '2026-03-06T02:30:00.000Z',
  updatedAt: '2026-03-06T02:30:00.000Z',
  status: 'pending',
  archived: false,
  measurementType: 'self',
  knifeCount: null,
  customerId: 1,
  customerName: 'Ana López',
  customerEmail: 'ana@example.com',
  customerPhone: '(407) 555-0123',
  streetAddress: '12 Lake Ave',
  city: 'Orlando',
  state: 'FL',
  zipCode: '32804',
  bladesOver9Inches: 2,
  blades7To9Inches: 0,
  blades4To6Inches: 1,
  bladesUnder4Inches: 0,
  nickRepairQuantity: 1,
  strappingQuantity: 0,
  specialRequirements: '<b>not bold</b>',
  estimatedPrice: '25.00',
  totalKnives: 3,
  outOfArea: false,
}

function renderConfirmation(path = '/booking-confirmation/27') {
  const queryClient = createQueryClient()
  queryClient.setQueryData(businessQueryOptions().queryKey, {
    name: 'Sharp Edge',
    email: 'hello@sharpedge.example',
    city: 'Orlando',
    state: 'FL',
    zipCode: '32804',
    timezone: 'America/New_York',
    servedZips: [],
  })
  return render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/booking-confirmation/:id" element={<BookingConfirmationPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </StrictMode>,
  )
}

afterEach(() => {
  localStorage.clear()
  forgetReadConfirmationBookings()
  vi.restoreAllMocks()
})

describe('BookingConfirmationPage', () => {
  it('shows the stored booking, even though StrictMode renders twice and the entry is removed', () => {
    localStorage.setItem(CONFIRMATION_BOOKING_KEY, JSON.stringify(booking))
    renderConfirmation()

    expect(screen.getByRole('heading', { level: 1, name: 'Booking Confirmed!' })).toBeInTheDocument()
    expect(screen.getByText(/will get in touch with you soon to arrange retrieval/)).toBeInTheDocument()
    expect(localStorage.getItem(CONFIRMATION_BOOKING_KEY)).toBeNull()
  })

  it('lists customer and order information, the date in the business timezone', () => {
    localStorage.setItem(CONFIRMATION_BOOKING_KEY, JSON.stringify(booking))
    renderConfirmation()

    expect(screen.getByText('12 Lake Ave')).toBeInTheDocument()
    expect(screen.getByText('Orlando, FL 32804')).toBeInTheDocument()
    expect(screen.getByText('#27')).toBeInTheDocument()
    expect(screen.getByText('March 5, 2026')).toBeInTheDocument()
    expect(screen.getByText('Pending')).toBeInTheDocument()
  })

  it('prices each line and shows the estimated total and range', () => {
    localStorage.setItem(CONFIRMATION_BOOKING_KEY, JSON.stringify(booking))
    renderConfirmation()

    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1)
    expect(rows.map((row) => row.textContent)).toEqual([
      'Blades 9 inches and over$9.00 each2$18.00',
      'Blades 4 to 6 inches$6.00 each1$6.00',
      'Nick repair$1.00 each1$1.00',
    ])
    expect(screen.getByTestId('estimated-total')).toHaveTextContent('$25.00')
    // 3 knives: 3 × $4 + $1, 3 × $9 + $1.
    expect(screen.getByTestId('price-range')).toHaveTextContent('$13.00 to $28.00')
  })

  it('shows special requirements as text, never as markup', () => {
    localStorage.setItem(CONFIRMATION_BOOKING_KEY, JSON.stringify(booking))
    const { container } = renderConfirmation()

    expect(screen.getByText('<b>not bold</b>')).toBeInTheDocument()
    expect(container.querySelector('b')).toBeNull()
  })

  it('prints from both print buttons', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {})
    localStorage.setItem(CONFIRMATION_BOOKING_KEY, JSON.stringify(booking))
    renderConfirmation()

    await userEvent.click(screen.getByRole('button', { name: 'Print' }))
    await userEvent.click(screen.getByRole('button', { name: 'Print Receipt' }))
    expect(print).toHaveBeenCalledTimes(2)
    for (const name of ['New Booking', 'Make Another Booking']) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', '/measurement-selection')
    }
  })

  it("offers a QR code to this order's search", () => {
    localStorage.setItem(CONFIRMATION_BOOKING_KEY, JSON.stringify(booking))
    renderConfirmation()

    expect(
      screen.getByRole('img', { name: 'QR code: opens the order search for order #27' }),
    ).toBeInTheDocument()
  })

  it("says 'Booking Not Found' with a link back to /booking when nothing is stored", () => {
    renderConfirmation()

    expect(screen.getByRole('heading', { name: 'Booking Not Found' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to Booking' })).toHaveAttribute('href', '/booking')
  })
})
