// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { toast } from '@/lib/toast'

import { renderWithBusiness } from '../test-support'
import { PickupBookingForm } from './pickup-booking-form'

vi.mock('@/lib/toast', () => ({ toast: vi.fn() }))

const progress = () => screen.getByRole('progressbar', { name: 'Booking progress' })

function renderForm() {
  const user = userEvent.setup()
  renderWithBusiness(<PickupBookingForm headingLevel="h3" />)
  return user
}

beforeEach(() => vi.mocked(toast).mockClear())

describe('PickupBookingForm', () => {
  it('offers 1 to 20 knives and estimates $6.75 a knife plus add-ons', async () => {
    const user = renderForm()
    const knives = screen.getByLabelText('Number of knives')
    expect(
      within(knives)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(Array.from({ length: 20 }, (_, index) => String(index + 1)))
    await user.selectOptions(knives, '4')
    await user.selectOptions(screen.getByLabelText('Nick repair'), '2')
    const summary = within(screen.getByRole('region', { name: 'Booking Summary' }))
    // 4 × $6.75 + 2 × $1
    expect(summary.getByText('$29.00')).toBeInTheDocument()
    expect(progress()).toHaveAttribute('aria-valuenow', '50')
  })

  it('refuses more add-ons than knives in all', async () => {
    const user = renderForm()
    await user.selectOptions(screen.getByLabelText('Number of knives'), '2')
    await user.selectOptions(screen.getByLabelText('Nick repair'), '2')
    await user.selectOptions(screen.getByLabelText('Stropping'), '1')
    await user.click(screen.getByRole('button', { name: /Continue/ }))

    await waitFor(() => expect(screen.getByLabelText('Nick repair')).toHaveFocus())
    expect(toast).toHaveBeenCalledWith({
      title: 'Invalid Add-on Services',
      description: 'Add-on services cannot exceed the total number of knives.',
      variant: 'destructive',
    })
    expect(progress()).toHaveAttribute('aria-valuenow', '50')
  })

  it('shows the field messages for a missing name and an invalid e-mail at step 2 of 2', async () => {
    const user = renderForm()
    await user.click(screen.getByRole('button', { name: /Continue/ }))
    const heading = await screen.findByRole('heading', { name: 'Contact Information' }, { timeout: 5000 })
    await waitFor(() => expect(heading).toHaveFocus())
    expect(progress()).toHaveAttribute('aria-valuenow', '100')

    await user.type(screen.getByLabelText(/Email/), 'ana@')
    await user.click(screen.getByRole('button', { name: 'Create Booking' }))

    await waitFor(() => expect(screen.getByLabelText(/Name/)).toHaveFocus())
    expect(screen.getByLabelText(/Name/)).toHaveAccessibleDescription('Name is required')
    expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription('Valid email is required')
    expect(toast).not.toHaveBeenCalled()
  })
})
