// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { renderWithProviders } from '@/test/render-with-providers'

import { LoginForm } from './login-form'

// Only the browser-side checks: each case is refused before any request is sent.
describe('LoginForm', () => {
  it('names both missing fields under them and marks them invalid', async () => {
    const user = userEvent.setup()
    renderWithProviders(<LoginForm />, { path: '/login' })

    await user.click(screen.getByRole('button', { name: 'Login' }))

    // The form validates asynchronously: on a busy machine the messages come after the click has returned.
    await screen.findByText('Password is required')
    const username = screen.getByLabelText('Username')
    const password = screen.getByLabelText('Password')
    expect(username).toHaveAccessibleDescription('Username is required')
    expect(password).toHaveAccessibleDescription('Password is required')
    expect(username).toHaveAttribute('aria-invalid', 'true')
    expect(username).toHaveFocus()
  })

  it('treats a username of spaces as missing', async () => {
    const user = userEvent.setup()
    renderWithProviders(<LoginForm />, { path: '/login' })

    await user.type(screen.getByLabelText('Username'), '   ')
    await user.type(screen.getByLabelText('Password'), 'secret')
    await user.click(screen.getByRole('button', { name: 'Login' }))

    expect(await screen.findByText('Username is required')).toBeInTheDocument()
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument()
  })

  it('clears a message once the field is filled in', async () => {
    const user = userEvent.setup()
    renderWithProviders(<LoginForm />, { path: '/login' })

    await user.click(screen.getByRole('button', { name: 'Login' }))
    await user.type(screen.getByLabelText('Password'), 'secret')

    expect(screen.queryByText('Password is required')).not.toBeInTheDocument()
    expect(screen.getByText('Username is required')).toBeInTheDocument()
  })
})
