// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'

import { AdminGate } from '@/components/admin-gate'
import type { AuthState } from '@/lib/auth-state'

function renderGate(authState: AuthState) {
  return render(
    <MemoryRouter>
      <AdminGate authState={authState}>
        <p>Order list</p>
      </AdminGate>
    </MemoryRouter>,
  )
}

describe('AdminGate', () => {
  it('shows the admin content to the signed-in admin', () => {
    renderGate('signed-in')

    expect(screen.getByText('Order list')).toBeInTheDocument()
    expect(screen.queryByText('Admin Access Required')).not.toBeInTheDocument()
  })

  it('asks a signed-out visitor to log in instead of showing the content', () => {
    renderGate('signed-out')

    expect(screen.queryByText('Order list')).not.toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Admin Access Required' })).toBeInTheDocument()
    expect(screen.getByText('Please log in to access this feature')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login?next=%2F')
  })

  it('shows neither while the session check runs', () => {
    renderGate('checking')

    expect(screen.getByRole('status')).toHaveTextContent('Checking your session')
    expect(screen.queryByText('Order list')).not.toBeInTheDocument()
    expect(screen.queryByText('Admin Access Required')).not.toBeInTheDocument()
  })
})
