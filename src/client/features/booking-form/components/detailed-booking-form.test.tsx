// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { toast } from '@/lib/toast'

import { saveBookingDraft } from '../booking-draft'
import { renderWithBusiness } from '../test-support'
import { DetailedBookingForm } from './detailed-booking-form'

vi.mock('@/lib/toast', () => ({ toast: vi.fn() }))

const progress = () => screen.getByRole('progressbar', { name: 'Booking progress' })
const summaryTotal = () =>
  within(screen.getByRole('region', { name: 'Booking Summary' })).getByText(/^\$\d+\.\d\d$/, {
    selector: '.text-2xl',
  })

function renderForm() {
  const user = userEvent.setup()
  renderWithBusiness(<DetailedBookingForm headingLevel="h3" />)
  return user
}

beforeEach(() => vi.mocked(toast).mockClear())
afterEach(() => localStorage.clear())

describe('DetailedBookingForm', () => {
  it('starts at step 1 of 3 with the bar at 33 percent; only the first two labels are buttons', () => {
    renderForm()
    expect(progress()).toHaveAttribute('aria-valuenow', '33')
    const steps = within(screen.getByRole('navigation', { name: 'Booking steps' }))
    expect(steps.getByRole('button', { name: /Booking Details/ })).toHaveAttribute('aria-current', 'step')
    expect(steps.getByRole('button', { name: /Contact Info/ })).toBeInTheDocument()
    expect(steps.queryByRole('button', { name: /Confirmation/ })).not.toBeInTheDocument()
    expect(steps.getByText('Confirmation')).toBeInTheDocument()
  })

  it('offers 0 to 20 knives per blade length and 0 to 100 of each add-on, with their prices', () => {
    renderForm()
    const longest = screen.getByLabelText('9 inches and over')
    expect(
      within(longest)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(Array.from({ length: 21 }, (_, count) => String(count)))
    expect(longest).toHaveAccessibleDescription(/\$9\.00 each/)
    expect(within(screen.getByLabelText('Stropping')).getAllByRole('option')).toHaveLength(101)
    expect(screen.getByLabelText('Stropping')).toHaveAccessibleDescription(/\$3\.00 each/)
  })

  it('keeps the estimate live as counts change', async () => {
    const user = renderForm()
    expect(summaryTotal()).toHaveTextContent('$0.00')
    await user.selectOptions(screen.getByLabelText('9 inches and over'), '2')
    await user.selectOptions(screen.getByLabelText('Under 4 inches'), '1')
    await user.selectOptions(screen.getByLabelText('Stropping'), '1')
    expect(summaryTotal()).toHaveTextContent('$25.00')
    expect(screen.getByText('Total knives').nextElementSibling).toHaveTextContent('3')
  })

  it('refuses to continue without a knife', async () => {
    const user = renderForm()
    await user.click(screen.getByRole('button', { name: /Continue/ }))
    expect(toast).toHaveBeenCalledWith({
      title: 'No Knives Selected',
      description: 'Please select at least 1 knife to continue.',
      variant: 'destructive',
    })
    expect(progress()).toHaveAttribute('aria-valuenow', '33')
    expect(screen.getByLabelText('9 inches and over')).toHaveFocus()
  })

  it('names an add-on chosen for more knives than booked under that add-on', async () => {
    const user = renderForm()
    await user.selectOptions(screen.getByLabelText('4 to 6 inches'), '1')
    await user.selectOptions(screen.getByLabelText('Nick repair'), '2')
    await user.click(screen.getByRole('button', { name: /Continue/ }))

    const nickRepair = screen.getByLabelText('Nick repair')
    await waitFor(() => expect(nickRepair).toHaveFocus())
    expect(nickRepair).toHaveAccessibleDescription(
      expect.stringContaining('Nick repair quantity cannot exceed the total number of knives'),
    )
    expect(nickRepair).toHaveAttribute('aria-invalid', 'true')
    expect(progress()).toHaveAttribute('aria-valuenow', '33')

    await user.selectOptions(screen.getByLabelText('4 to 6 inches'), '2')
    await waitFor(() =>
      expect(
        screen.queryByText('Nick repair quantity cannot exceed the total number of knives'),
      ).not.toBeInTheDocument(),
    )
  })

  it('moves to the contact step with focus on its heading, then back keeping every value', async () => {
    const user = renderForm()
    await user.selectOptions(screen.getByLabelText('7 to 9 inches'), '3')
    await user.click(screen.getByRole('button', { name: /Continue/ }))

    await waitFor(() => expect(screen.getByRole('heading', { name: 'Contact Information' })).toHaveFocus())
    expect(progress()).toHaveAttribute('aria-valuenow', '66')
    expect(screen.getByLabelText('City')).toHaveValue('Orlando')
    expect(screen.getByLabelText('State')).toHaveValue('FL')
    expect(screen.getByLabelText('ZIP code')).toHaveValue('32804')

    await user.type(screen.getByLabelText(/Name/), 'Ana')
    await user.click(screen.getByRole('button', { name: 'Back' }))
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Knife Blade Lengths & Quantities' })).toHaveFocus(),
    )
    expect(screen.getByLabelText('7 to 9 inches')).toHaveValue('3')

    await user.click(screen.getByRole('button', { name: /Continue/ }))
    expect(await screen.findByLabelText(/Name/)).toHaveValue('Ana')
  })

  it('asks for the name and e-mail before sending anything', async () => {
    const user = renderForm()
    await user.selectOptions(screen.getByLabelText('7 to 9 inches'), '1')
    await user.click(screen.getByRole('button', { name: /Continue/ }))
    await user.click(await screen.findByRole('button', { name: 'Complete Booking' }))

    await waitFor(() => expect(screen.getByLabelText(/Name/)).toHaveFocus())
    expect(toast).toHaveBeenLastCalledWith({
      title: 'Missing Required Information',
      description: 'Please fill in your name and email address.',
      variant: 'destructive',
    })
    expect(screen.getByLabelText(/Name/)).toHaveAccessibleDescription('Name is required')
  })

  it('notes kindly when the ZIP code is outside the served area', async () => {
    const user = renderForm()
    await user.selectOptions(screen.getByLabelText('7 to 9 inches'), '1')
    await user.click(screen.getByRole('button', { name: /Continue/ }))
    const zip = await screen.findByLabelText('ZIP code')

    await user.clear(zip)
    await user.type(zip, '33101')
    expect(zip).toHaveAccessibleDescription(/We don’t usually pick up in ZIP 33101/)

    await user.clear(zip)
    await user.type(zip, '32803')
    expect(screen.queryByText(/We don’t usually pick up/)).not.toBeInTheDocument()
  })

  it('saves the whole form as a draft on this device', async () => {
    const user = renderForm()
    await user.selectOptions(screen.getByLabelText('Under 4 inches'), '4')
    await user.type(screen.getByRole('textbox', { name: 'Special Requirements' }), 'One has a broken tip')
    await user.click(screen.getByRole('button', { name: 'Save as Draft' }))
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Draft Saved' }))
    expect(JSON.parse(localStorage.getItem('booking-draft') ?? '{}')).toMatchObject({
      values: { bladesUnder4Inches: 4, specialRequirements: 'One has a broken tip', city: 'Orlando' },
    })
  })

  it('restores a saved draft with a way to discard it', async () => {
    saveBookingDraft({
      bladesOver9Inches: 0,
      blades7To9Inches: 0,
      blades4To6Inches: 0,
      bladesUnder4Inches: 4,
      nickRepairQuantity: 0,
      strappingQuantity: 0,
      specialRequirements: 'One has a broken tip',
      customerName: 'Ana',
      customerEmail: '',
      customerPhone: '',
      streetAddress: '',
      city: 'Orlando',
      state: 'FL',
      zipCode: '32804',
    })
    const user = renderForm()
    expect(screen.getByText(/We restored the draft you saved/)).toBeInTheDocument()
    expect(screen.getByLabelText('Under 4 inches')).toHaveValue('4')
    expect(screen.getByRole('textbox', { name: 'Special Requirements' })).toHaveValue('One has a broken tip')
    expect(summaryTotal()).toHaveTextContent('$16.00')

    await user.click(screen.getByRole('button', { name: 'Start over' }))
    expect(screen.getByLabelText('Under 4 inches')).toHaveValue('0')
    expect(screen.queryByText(/We restored the draft/)).not.toBeInTheDocument()
    expect(localStorage.getItem('booking-draft')).toBeNull()
  })
})
