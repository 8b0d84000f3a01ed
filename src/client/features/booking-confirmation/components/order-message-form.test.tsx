// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { renderWithProviders } from '@/test/render-with-providers'

import { OrderMessageForm } from './order-message-form'

const TOKEN = 'Ab3_-'.repeat(8) + 'xyz'

afterEach(() => {
  vi.restoreAllMocks()
})

function renderForm() {
  const fetchSpy = vi
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(Response.json({ message: 'Thank you.' }, { status: 201 }))
  renderWithProviders(<OrderMessageForm token={TOKEN} />)
  return { fetchSpy, box: screen.getByLabelText('Your message about this order') }
}

describe('OrderMessageForm', () => {
  it('counts characters as the customer sees them: 2,000 emoji are whole and sent', async () => {
    const { fetchSpy, box } = renderForm()
    box.focus()
    await userEvent.paste('🔪'.repeat(2000))
    expect(box).toHaveValue('🔪'.repeat(2000))
    expect(screen.getByText('2,000 of 2,000 characters')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }))
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalledOnce())
    const init = fetchSpy.mock.calls[0]![1]
    expect(JSON.parse(String(init?.body))).toEqual({ message: '🔪'.repeat(2000) })
  })

  it('refuses the 2,001st character next to the field, sending nothing', async () => {
    const { fetchSpy, box } = renderForm()
    box.focus()
    await userEvent.paste('🔪'.repeat(2001))
    expect(screen.getByText('2,001 of 2,000 characters')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }))
    expect(await screen.findByText('Your message must be at most 2,000 characters')).toBeInTheDocument()
    expect(box).toHaveAttribute('aria-invalid', 'true')
    expect(fetchSpy).not.toHaveBeenCalled()
  })
})
