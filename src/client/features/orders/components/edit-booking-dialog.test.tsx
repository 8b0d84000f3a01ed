// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { toast } from '@/lib/toast'
import { renderWithProviders } from '@/test/render-with-providers'

import { makeBooking } from '@/test/make-booking'

import type { Booking } from '@shared/booking.schema.ts'
import { EditBookingDialog } from './edit-booking-dialog'
import { useBookingActions } from './use-booking-actions'

vi.mock('@/lib/toast', () => ({ toast: vi.fn() }))

const booking = makeBooking({ id: 12, status: 'completed' })
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

function Harness({ onClose, shown = booking }: { onClose: () => void; shown?: Booking }) {
  const actions = useBookingActions()
  return <EditBookingDialog booking={shown} onClose={onClose} onCloseAutoFocus={() => {}} actions={actions} />
}

function fakeServer(stored = booking) {
  const puts: unknown[] = []
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    if (init?.method === 'PUT') {
      puts.push(JSON.parse(String(init.body)))
      return json(stored)
    }
    if (input === '/api/bookings/12') return json({ ...stored, events: [] })
    if (input === '/api/bookings/12/contact') return json({ customerId: 1, differences: [] })
    if (input === '/api/bookings/12/payments')
      return json({ payments: [], amountPaid: '0.00', balanceDue: '26.00' })
    return new Promise<Response>(() => {})
  })
  return puts
}

beforeEach(() => vi.mocked(toast).mockClear())
afterEach(() => vi.unstubAllGlobals())

describe('Edit Booking', () => {
  it('has the spec’s sections and buttons, with Archive Order for a completed order', async () => {
    fakeServer()
    renderWithProviders(<Harness onClose={() => {}} />)

    expect(await screen.findByRole('dialog', { name: 'Edit Booking' })).toBeInTheDocument()
    for (const section of [
      'Customer Information',
      'Address Information',
      'Knife Details',
      'Add-on Services',
      'Special Requirements',
    ]) {
      expect(screen.getByRole('heading', { name: section })).toBeInTheDocument()
    }
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Archive Order' })).toBeInTheDocument()
    expect(screen.getByLabelText('9 inches and over')).toHaveValue('1')
    expect(screen.getAllByRole('option', { name: '100' })).toHaveLength(4)
  })

  it('refuses a blank name and a bad e-mail with the spec’s messages', async () => {
    const user = userEvent.setup()
    const puts = fakeServer()
    renderWithProviders(<Harness onClose={() => {}} />)

    await user.clear(await screen.findByLabelText(/^Name/))
    await user.clear(screen.getByLabelText(/^Email/))
    await user.type(screen.getByLabelText(/^Email/), 'not-an-email')
    await user.click(screen.getByRole('button', { name: 'Update Booking' }))

    expect(await screen.findByText('Customer name is required')).toBeInTheDocument()
    expect(screen.getByText('Valid email is required')).toBeInTheDocument()
    expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription('Customer name is required')
    expect(puts).toEqual([])
  })

  it('saves the fields, with the recounted estimate on screen, and says so', async () => {
    const user = userEvent.setup()
    const puts = fakeServer()
    const onClose = vi.fn()
    renderWithProviders(<Harness onClose={onClose} />)

    await user.selectOptions(await screen.findByLabelText('Under 4 inches'), '3')
    await user.clear(screen.getByLabelText('Stropping'))
    await user.type(screen.getByLabelText('Stropping'), '2')
    // 1 × $9 + 2 × $8 + 3 × $4 + 1 nick × $1 + 2 strops × $3
    expect(screen.getByText('$44.00')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Update Booking' }))

    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(puts).toEqual([
      expect.objectContaining({
        bladesUnder4Inches: 3,
        strappingQuantity: 2,
        status: 'completed',
        customerPhone: null,
      }),
    ])
    expect(toast).toHaveBeenCalledWith({ title: 'Success', description: 'Booking updated successfully' })
  })

  it('shows a pickup booking’s marker in words, lets the owner edit only their notes, and keeps the marker', async () => {
    const user = userEvent.setup()
    const pickup = makeBooking({
      id: 12,
      measurementType: 'pickup',
      knifeCount: 1,
      ...{ bladesOver9Inches: 0, blades7To9Inches: 0, blades4To6Inches: 0, bladesUnder4Inches: 0 },
      specialRequirements: 'MEASURE ON PICKUP - 1 knives total. Gate code 42',
    })
    const puts = fakeServer(pickup)
    const onClose = vi.fn()
    renderWithProviders(<Harness onClose={onClose} shown={pickup} />)

    const notes = await screen.findByLabelText('Notes from the customer')
    expect(notes).toHaveValue('Gate code 42')
    expect(screen.getByText('1 knife, measure at pickup')).toBeInTheDocument()
    expect(screen.queryByText(/MEASURE ON PICKUP|1 knives/)).not.toBeInTheDocument()

    await user.clear(notes)
    await user.type(notes, 'Ring twice')
    await user.click(screen.getByRole('button', { name: 'Update Booking' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(puts).toEqual([
      expect.objectContaining({ specialRequirements: 'MEASURE ON PICKUP - 1 knives total. Ring twice' }),
    ])
  })
})
