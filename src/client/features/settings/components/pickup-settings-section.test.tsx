// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { renderWithProviders } from '@/test/render-with-providers'

import { PickupSettingsSection } from './pickup-settings-section'

vi.mock('@/lib/toast', () => ({ toast: vi.fn() }))

const saved = {
  windows: [{ weekday: 2, start: '09:00', end: '12:00', capacity: 3 }],
  closures: [],
  leadHours: 12,
  horizonDays: 21,
}

function fakeServer() {
  const puts: unknown[] = []
  vi.stubGlobal('fetch', async (_input: string, init?: RequestInit) => {
    if (init?.method === 'PUT') puts.push(JSON.parse(String(init.body)))
    const body = init?.method === 'PUT' ? JSON.parse(String(init.body)) : saved
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    })
  })
  return puts
}

afterEach(() => vi.unstubAllGlobals())

describe('Pickup Windows settings', () => {
  it('shows the saved windows and refuses a window ending before it starts without sending it', async () => {
    const puts = fakeServer()
    const user = userEvent.setup()
    renderWithProviders(<PickupSettingsSection />)

    const weekday = await screen.findByLabelText('Weekday')
    expect(weekday).toHaveValue('2')
    expect(screen.getByLabelText('Pickups')).toHaveValue(3)
    const end = screen.getByLabelText('End')
    await user.clear(end)
    await user.type(end, '08:00')
    await user.click(screen.getByRole('button', { name: 'Save pickup settings' }))

    expect(await screen.findByText('End must be after start')).toBeInTheDocument()
    expect(end).toHaveAttribute('aria-invalid', 'true')
    expect(puts).toEqual([])
  })

  it('saves an added closure with the rest of the settings', async () => {
    const puts = fakeServer()
    const user = userEvent.setup()
    renderWithProviders(<PickupSettingsSection />)

    await user.click(await screen.findByRole('button', { name: 'Add closure' }))
    await user.type(screen.getByLabelText('Note'), 'Vacation')
    await user.click(screen.getByRole('button', { name: 'Save pickup settings' }))

    await waitFor(() => expect(puts).toHaveLength(1))
    expect(puts[0]).toMatchObject({ windows: saved.windows, leadHours: 12, horizonDays: 21 })
    expect((puts[0] as { closures: { note: string }[] }).closures[0]!.note).toBe('Vacation')
  })
})
