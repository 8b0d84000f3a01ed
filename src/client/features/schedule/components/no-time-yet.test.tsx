// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { pickupSlotsQueryOptions } from '@/lib/pickup-slots-query'
import { createQueryClient } from '@/lib/query-client'

import type { NoTimeYet as NoTimeYetList, ScheduleBooking } from '@shared/schedule.schema.ts'
import { noTimeYetQueryOptions } from '../api/get-no-time-yet'
import { NoTimeYet } from './no-time-yet'

const order = (id: number, customerName: string): ScheduleBooking =>
  ({
    id,
    stop: 'pickup',
    status: 'pending',
    customerName,
    customerPhone: null,
    streetAddress: '3 Oak Court',
    city: 'Orlando',
    state: 'FL',
    zipCode: '32803',
    totalKnives: 1,
    specialRequirements: null,
  }) as ScheduleBooking

function renderList(list: NoTimeYetList, windowsSet = true) {
  const queryClient = createQueryClient()
  queryClient.setQueryData(noTimeYetQueryOptions().queryKey, list)
  queryClient.setQueryData(pickupSlotsQueryOptions().queryKey, {
    timezone: 'America/New_York',
    pickupTimeRequired: windowsSet,
    slots: [],
  })
  const onOpenOrder = vi.fn()
  render(
    <QueryClientProvider client={queryClient}>
      <NoTimeYet onOpenOrder={onOpenOrder} />
    </QueryClientProvider>,
  )
  return { onOpenOrder, user: userEvent.setup() }
}

describe('No time yet', () => {
  it('lists the orders with no pickup time, each opening its order from its number or "Set pickup time"', async () => {
    const { onOpenOrder, user } = renderList({
      bookings: [order(7, 'Gil Waiting'), order(9, 'Hal Waiting')],
      more: false,
    })
    const region = screen.getByRole('region', { name: 'No time yet' })
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([expect.stringContaining('Gil Waiting'), expect.stringContaining('Hal Waiting')])
    expect(region).toHaveTextContent('2 orders to arrange, oldest first')
    await user.click(screen.getByRole('button', { name: /^Set pickup time\s*for BO-000009$/ }))
    expect(onOpenOrder).toHaveBeenLastCalledWith(9, expect.any(HTMLElement))
    await user.click(screen.getByRole('button', { name: 'BO-000007' }))
    expect(onOpenOrder).toHaveBeenLastCalledWith(7, screen.getByRole('button', { name: 'BO-000007' }))
  })

  it('says when every open order has a time, and where windows are set when none are', () => {
    renderList({ bookings: [], more: false })
    expect(screen.getByText('Every open order has a pickup time.')).toBeInTheDocument()
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument()
  })

  it('offers no "Set pickup time" while no pickup windows are set, and points to Settings', () => {
    renderList({ bookings: [order(7, 'Gil Waiting')], more: false }, false)
    expect(screen.getByText(/add them in Settings/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Set pickup time/ })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'BO-000007' })).toBeInTheDocument()
  })
})
