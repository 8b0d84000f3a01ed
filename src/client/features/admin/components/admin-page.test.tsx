// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useLocation } from 'react-router'
import { describe, expect, it } from 'vitest'

import { renderWithProviders } from '@/test/render-with-providers'

import { AdminPage } from './admin-page'

function CurrentSearch() {
  return <output aria-label="Current query">{useLocation().search}</output>
}

const ADMIN_TABS = [
  'New Booking',
  'Workflow Board',
  'All Orders',
  'Customers',
  'Archived Orders',
  'Reports',
  'Communications',
  'Videos',
]

describe('AdminPage', () => {
  it('shows a signed-out visitor only New Booking, even when the address asks for an admin tab', async () => {
    renderWithProviders(
      <>
        <AdminPage authState="signed-out" />
        <CurrentSearch />
      </>,
      { path: '/dashboard?tab=orders' },
    )

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Your neighborhood knife sharpening service.',
    )
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['New Booking'])
    expect(screen.getByRole('tab', { name: 'New Booking' })).toHaveAttribute('aria-selected', 'true')
    await waitFor(() => expect(screen.getByLabelText('Current query')).toHaveValue(''))
  })

  it('gives the signed-in admin every tab and keeps the chosen one in the address', async () => {
    const user = userEvent.setup()
    renderWithProviders(
      <>
        <AdminPage authState="signed-in" />
        <CurrentSearch />
      </>,
      { path: '/dashboard?tab=reports' },
    )

    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(ADMIN_TABS)
    expect(screen.getByRole('tab', { name: 'Reports' })).toHaveAttribute('aria-selected', 'true')

    await user.click(screen.getByRole('tab', { name: 'Customers' }))

    expect(screen.getByRole('tab', { name: 'Customers' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByLabelText('Current query')).toHaveValue('?tab=customers')
  })

  it('waits for the session check before showing any tab', () => {
    renderWithProviders(<AdminPage authState="checking" />, { path: '/dashboard?tab=orders' })

    expect(screen.queryByRole('tab')).not.toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session')
  })

  it.each([
    ['pickup', 'Measure on Pickup'],
    ['self', 'Measure Myself'],
    ['anything', 'Measure Myself'],
  ])('with measurementType=%s shows only the New Booking panel of "%s"', (measurementType, form) => {
    renderWithProviders(<AdminPage authState="signed-in" />, {
      path: `/booking-dashboard?measurementType=${measurementType}`,
    })

    expect(screen.queryByRole('tablist')).not.toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'New Booking' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: form })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /back/i })).toHaveAttribute('href', '/measurement-selection')
  })
})
