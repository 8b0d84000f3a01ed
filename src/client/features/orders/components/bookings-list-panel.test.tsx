// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { toast } from '@/lib/toast'
import { renderWithProviders } from '@/test/render-with-providers'

import type { Booking } from '@shared/booking.schema.ts'
import { makeBooking } from '@/test/make-booking'
import { OrdersPanel } from './orders-panels'

vi.mock('@/lib/toast', () => ({ toast: vi.fn() }))

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

/**
 * The screen's side of the API: GET /api/bookings answers `pages` in turn (a Response is sent as is), every
 * other call `other`. Each request is recorded as "METHOD path?query".
 */
function fakeServer(pages: (Booking[] | Response)[], other: (method: string, path: string) => Response) {
  const calls: string[] = []
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost')
    const method = init?.method ?? 'GET'
    calls.push(`${method} ${url.pathname}${url.search}`)
    if (method === 'GET' && url.pathname === '/api/bookings') {
      const next = pages.length > 1 ? pages.shift()! : pages[0]!
      if (next instanceof Response) return next
      return json({ bookings: next, total: next.length })
    }
    return other(method, url.pathname)
  })
  return calls
}

const notFound = () => json({ error: 'Not found', code: 'NOT_FOUND' }, 404)

beforeEach(() => vi.mocked(toast).mockClear())
afterEach(() => vi.unstubAllGlobals())

describe('All Orders', () => {
  it('shows the five-row skeleton, then the rows with their numbers, counts and prices', async () => {
    fakeServer([[makeBooking({ id: 27, customerName: 'Ada Lovelace', estimatedPrice: '54.00' })]], notFound)
    renderWithProviders(<OrdersPanel />, { path: '/dashboard?tab=orders' })

    const table = screen.getByRole('table')
    expect(within(table).getAllByRole('row', { hidden: true })).toHaveLength(6)

    const row = await screen.findByRole('row', { name: /BO-000027/ })
    expect(row).toHaveTextContent('Ada Lovelace')
    expect(row).toHaveTextContent('$54.00')
    expect(screen.getByText('Showing 1-1 of 1 results')).toBeInTheDocument()
  })

  it('sorts by pickup time from the Pickup header, earliest first then latest first', async () => {
    const user = userEvent.setup()
    const calls = fakeServer([[makeBooking({ id: 5 })]], notFound)
    renderWithProviders(<OrdersPanel />, { path: '/dashboard?tab=orders' })
    await screen.findByRole('row', { name: /BO-000005/ })
    const header = screen.getByRole('columnheader', { name: 'Pickup' })
    expect(header).toHaveAttribute('aria-sort', 'none')
    await user.click(within(header).getByRole('button', { name: 'Pickup' }))
    await waitFor(() => expect(calls.at(-1)).toMatch(/[?&]sort=pickupStart&order=asc(&|$)/))
    expect(header).toHaveAttribute('aria-sort', 'ascending')
    await user.click(within(header).getByRole('button', { name: 'Pickup' }))
    await waitFor(() => expect(calls.at(-1)).toMatch(/[?&]sort=pickupStart&order=desc(&|$)/))
    expect(header).toHaveAttribute('aria-sort', 'descending')
  })

  it('says "more than" when a search was counted only a few pages ahead, and offers those pages and Next', async () => {
    const page = Array.from({ length: 10 }, (_, index) => makeBooking({ id: 100 - index }))
    vi.stubGlobal('fetch', async () => json({ bookings: page, total: 50, moreThanTotal: true }))
    renderWithProviders(<OrdersPanel />, { path: '/dashboard?tab=orders&search=smith' })
    expect(await screen.findByText('Showing 1-10 of more than 50 results')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Page 5' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled()
  })

  it('says when nothing matches', async () => {
    fakeServer([[]], notFound)
    renderWithProviders(<OrdersPanel />)
    expect(await screen.findByText('No bookings found')).toBeInTheDocument()
    expect(screen.getByText('Try adjusting your search or filters')).toBeInTheDocument()
  })

  it('offers Try Again when the list fails, and shows the list once it loads', async () => {
    const user = userEvent.setup()
    fakeServer([json({ error: 'Down', code: 'INTERNAL_ERROR' }, 500), [makeBooking({ id: 3 })]], notFound)
    renderWithProviders(<OrdersPanel />)

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load bookings')
    await user.click(screen.getByRole('button', { name: 'Try Again' }))
    expect(await screen.findByRole('row', { name: /BO-000003/ })).toBeInTheDocument()
  })

  it('searches after typing stops, from the first page', async () => {
    const user = userEvent.setup()
    const calls = fakeServer([[makeBooking()]], notFound)
    renderWithProviders(<OrdersPanel />, { path: '/dashboard?tab=orders&orders-page=2' })
    await screen.findByRole('row', { name: /BO-000001/ })

    await user.type(
      screen.getByPlaceholderText('Search by order number, name, e-mail, phone or notes...'),
      'smith',
    )

    await waitFor(() => expect(calls.at(-1)).toContain('search=smith'))
    expect(calls.filter((call) => call.includes('search='))).toHaveLength(1)
    expect(calls.at(-1)).toContain('page=1&')
  })

  it('shows the server’s reason when the confirmation e-mail fails', async () => {
    const user = userEvent.setup()
    fakeServer([[makeBooking({ id: 5 })]], () =>
      json({ error: 'Email failed: connection refused', code: 'EMAIL_FAILED' }, 502),
    )
    renderWithProviders(<OrdersPanel />)

    await user.click(await screen.findByRole('button', { name: 'More actions for BO-000005' }))
    await user.click(screen.getByRole('menuitem', { name: 'Send confirmation email' }))

    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Email Failed',
        description: 'Email failed: connection refused',
        variant: 'destructive',
      }),
    )
  })

  it('offers archive only on finished orders, and e-mail only with an address', async () => {
    const user = userEvent.setup()
    fakeServer(
      [
        [
          makeBooking({ id: 1, status: 'pending', customerEmail: '' }),
          makeBooking({ id: 2, status: 'paid' }),
        ],
      ],
      notFound,
    )
    renderWithProviders(<OrdersPanel />)

    await user.click(await screen.findByRole('button', { name: 'More actions for BO-000001' }))
    let menu = screen.getByRole('menu')
    expect(within(menu).queryByRole('menuitem', { name: 'Archive order' })).not.toBeInTheDocument()
    expect(within(menu).queryByRole('menuitem', { name: 'Send confirmation email' })).not.toBeInTheDocument()
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toContain('Mark as Paid')
    await user.keyboard('{Escape}')

    await user.click(screen.getByRole('button', { name: 'More actions for BO-000002' }))
    menu = screen.getByRole('menu')
    expect(within(menu).getByRole('menuitem', { name: 'Archive order' })).toBeInTheDocument()
    expect(within(menu).queryByRole('menuitem', { name: 'Mark as Paid' })).not.toBeInTheDocument()
  })
})
