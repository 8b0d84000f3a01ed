// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { StrictMode } from 'react'
import { MemoryRouter, Route, Routes } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { businessQueryOptions } from '@/lib/business'
import { createQueryClient } from '@/lib/query-client'

import { bookingPriceLines } from '@shared/booking-lines.ts'
import type { PublicOrder } from '@shared/order-page.schema.ts'
import { publicOrderQueryKey } from '../api/get-public-order'
import { DEFAULT_PRICES } from '@shared/pricing.ts'
import { BookingConfirmationPage } from './booking-confirmation-page'

const TOKEN = 'Ab3_-'.repeat(8) + 'xyz'

const counts = {
  bladesOver9Inches: 2,
  blades7To9Inches: 0,
  blades4To6Inches: 1,
  bladesUnder4Inches: 0,
  nickRepairQuantity: 1,
  strappingQuantity: 0,
}

/** The order as GET /api/public/orders/{token} answers it, put in the cache as if fetched. */
const booking: PublicOrder = {
  id: 27,
  // 02:30 UTC is still the evening before in Orlando.
  createdAt: '2026-03-06T02:30:00.000Z',
  status: 'pending',
  measurementType: 'self',
  knifeCount: null,
  customerName: 'Ana López',
  customerEmail: 'ana@example.com',
  customerPhone: '(407) 555-0123',
  streetAddress: '12 Lake Ave',
  city: 'Orlando',
  state: 'FL',
  zipCode: '32804',
  ...counts,
  specialRequirements: '<b>not bold</b>',
  estimatedPrice: '25.00',
  totalKnives: 3,
  priceLines: bookingPriceLines({ ...counts, measurementType: 'self', knifeCount: null }, DEFAULT_PRICES),
  finalPrice: null,
  amountPaid: '0.00',
  balanceDue: '0.00',
  returnStart: null,
  returnEnd: null,
  paymentInstructions: '',
  paymentLinkUrl: null,
  canCancel: true,
  canChooseReturn: false,
  timeline: [],
  pickupStart: null,
  pickupEnd: null,
  prices: DEFAULT_PRICES,
}

function renderConfirmation(path = `/booking-confirmation/27#${TOKEN}`) {
  const queryClient = createQueryClient()
  queryClient.setQueryData(businessQueryOptions().queryKey, {
    name: 'Sharp Edge',
    email: 'hello@sharpedge.example',
    city: 'Orlando',
    state: 'FL',
    zipCode: '32804',
    timezone: 'America/New_York',
    phone: '',
    hours: '',
    about: '',
    servedZips: [],
    prices: DEFAULT_PRICES,
  })
  queryClient.setQueryData(publicOrderQueryKey(TOKEN), booking)
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
  vi.restoreAllMocks()
})

describe('BookingConfirmationPage', () => {
  it('shows the order its URL fragment names, and links to the private order page', () => {
    renderConfirmation()

    expect(screen.getByRole('heading', { level: 1, name: 'Booking Confirmed!' })).toBeInTheDocument()
    expect(screen.getByText(/will get in touch with you soon to arrange retrieval/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Open your order page' })).toHaveAttribute(
      'href',
      `/orders/${TOKEN}`,
    )
  })

  it('lists customer and order information, the date in the business timezone', () => {
    renderConfirmation()

    expect(screen.getByText('12 Lake Ave')).toBeInTheDocument()
    expect(screen.getByText('Orlando, FL 32804')).toBeInTheDocument()
    expect(screen.getByText('#27')).toBeInTheDocument()
    expect(screen.getByText('March 5, 2026')).toBeInTheDocument()
    expect(screen.getByText('Pending')).toBeInTheDocument()
  })

  it('prices each line and shows the estimated total and range', () => {
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
    const { container } = renderConfirmation()

    expect(screen.getByText('<b>not bold</b>')).toBeInTheDocument()
    expect(container.querySelector('b')).toBeNull()
  })

  it('prints from both print buttons', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {})
    renderConfirmation()

    await userEvent.click(screen.getByRole('button', { name: 'Print' }))
    await userEvent.click(screen.getByRole('button', { name: 'Print Receipt' }))
    expect(print).toHaveBeenCalledTimes(2)
    for (const name of ['New Booking', 'Make Another Booking']) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', '/measurement-selection')
    }
  })

  it("offers a QR code to this order's private page", () => {
    renderConfirmation()

    expect(
      screen.getByRole('img', { name: 'QR code: opens your order page for order #27' }),
    ).toBeInTheDocument()
  })

  it("says 'Booking Not Found' with a link back to /booking without a token in the fragment", () => {
    renderConfirmation('/booking-confirmation/27')

    expect(screen.getByRole('heading', { name: 'Booking Not Found' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to Booking' })).toHaveAttribute('href', '/booking')
  })
})
