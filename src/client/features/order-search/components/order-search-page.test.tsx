// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { renderWithProviders } from '@/test/render-with-providers'

import { OrderSearchPage } from './order-search-page'

describe('OrderSearchPage', () => {
  it('has three search cards, each with a labelled field and its own button', () => {
    renderWithProviders(<OrderSearchPage />, { path: '/order-search' })

    expect(screen.getByRole('heading', { level: 1, name: 'Find Your Order' })).toBeInTheDocument()
    expect(screen.getByLabelText('Order number')).toHaveAttribute('placeholder', 'e.g. 27')
    for (const [card, field] of [
      ['Order Number', 'Order number'],
      ['Email Address', 'Email address'],
      ['Phone Number', 'Phone number'],
    ] as const) {
      const region = screen.getByRole('region', { name: card })
      expect(within(region).getByLabelText(field)).toBeInTheDocument()
      expect(within(region).getByRole('button', { name: 'Search' })).toBeDisabled()
    }
    expect(screen.queryByRole('heading', { name: 'Search Results' })).not.toBeInTheDocument()
  })

  it('keeps a button disabled while its field is blank after trimming, and Enter then does nothing', async () => {
    renderWithProviders(<OrderSearchPage />, { path: '/order-search' })
    const region = screen.getByRole('region', { name: 'Email Address' })
    const field = within(region).getByLabelText('Email address')
    const button = within(region).getByRole('button', { name: 'Search' })

    await userEvent.type(field, '   {Enter}')
    expect(button).toBeDisabled()
    expect(screen.queryByRole('heading', { name: 'Search Results' })).not.toBeInTheDocument()

    await userEvent.type(field, 'ana@example.com')
    expect(button).toBeEnabled()
  })
})
