// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useLocation } from 'react-router'
import { describe, expect, it } from 'vitest'

import { renderWithProviders } from '@/test/render-with-providers'

import { ADMIN_SECTION_GROUPS } from '../tab-definitions'
import { AdminPage } from './admin-page'

function CurrentSearch() {
  return <output aria-label="Current query">{useLocation().search}</output>
}

/** Every section the definitions group, in their order (the journeys name them one by one). */
const ADMIN_SECTIONS = ADMIN_SECTION_GROUPS.flatMap(({ sections }) => sections.map(({ label }) => label))

const sections = () => screen.getByRole('navigation', { name: 'Admin sections' })
const sectionLink = (name: string) => within(sections()).getByRole('link', { name })

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
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument()
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
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument()
  })

  it('opens the Workflow Board for the signed-in owner on /admin, headed by its name', async () => {
    renderWithProviders(<AdminPage authState="signed-in" />, { path: '/admin' })

    expect(sectionLink('Workflow Board')).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Workflow Board')
    await waitFor(() => expect(document.title).toMatch(/^Workflow Board/))
  })

  it('gives the signed-in admin every section and keeps the chosen one in the address', async () => {
    const user = userEvent.setup()
    renderWithProviders(
      <>
        <AdminPage authState="signed-in" />
        <CurrentSearch />
      </>,
      { path: '/dashboard?tab=reports' },
    )

    expect(
      within(sections())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(ADMIN_SECTIONS)
    expect(ADMIN_SECTIONS).toHaveLength(11)
    expect(sectionLink('Reports')).toHaveAttribute('aria-current', 'page')
    expect(sectionLink('Customers')).not.toHaveAttribute('aria-current')

    await user.click(sectionLink('Customers'))

    expect(sectionLink('Customers')).toHaveAttribute('aria-current', 'page')
    expect(sectionLink('Reports')).not.toHaveAttribute('aria-current')
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Customers')
    expect(screen.getByLabelText('Current query')).toHaveValue('?tab=customers')
  })

  it('waits for the session check before showing any section', () => {
    renderWithProviders(<AdminPage authState="checking" />, { path: '/dashboard?tab=orders' })

    expect(screen.queryByRole('navigation')).not.toBeInTheDocument()
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

    expect(screen.queryByRole('navigation')).not.toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'New Booking' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: form })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /back/i })).toHaveAttribute('href', '/measurement-selection')
  })
})
