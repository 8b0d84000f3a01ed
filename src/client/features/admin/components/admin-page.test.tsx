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
  'Schedule',
  'All Orders',
  'Customers',
  'Archived Orders',
  'Reports',
  'Communications',
  'Videos',
  'Settings',
]

describe('AdminPage', () => {
  it('asks a signed-out visitor on an admin screen to sign in, keeping the address to return to', async () => {
    renderWithProviders(
      <>
        <AdminPage authState="signed-out" />
        <CurrentSearch />
      </>,
      { path: '/dashboard?tab=orders' },
    )

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Admin')
    expect(screen.getByText('Admin Access Required')).toBeInTheDocument()
    expect(screen.queryByRole('tab')).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute(
      'href',
      '/login?next=%2Fdashboard%3Ftab%3Dorders',
    )
    await waitFor(() => expect(document.title).toMatch(/^Admin Access Required/))
    expect(screen.getByLabelText('Current query')).toHaveValue('?tab=orders')
  })

  it('shows a signed-out visitor only New Booking on the booking address, under its own heading', () => {
    renderWithProviders(<AdminPage authState="signed-out" />, { path: '/booking' })

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('New Booking')
    expect(screen.getByText('Your neighborhood knife sharpening service.')).toBeInTheDocument()
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['New Booking'])
  })

  it('opens the Workflow Board for the signed-in owner on /admin, headed by its name', async () => {
    renderWithProviders(<AdminPage authState="signed-in" />, { path: '/admin' })

    expect(screen.getByRole('tab', { name: 'Workflow Board' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Workflow Board')
    await waitFor(() => expect(document.title).toMatch(/^Workflow Board/))
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
