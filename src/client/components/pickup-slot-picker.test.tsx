// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { pickupSlotsQueryOptions } from '@/lib/pickup-slots-query'
import { createQueryClient } from '@/lib/query-client'
import { NO_FREE_PICKUP_TIMES, usePickupSlot } from '@/lib/use-pickup-slot'

import type { PickupSlots } from '@shared/pickup.schema.ts'
import { PickupSlotPicker } from './pickup-slot-picker'

/** A form's use of the picker: the picker, and a send button that checks the time first. */
function Form() {
  const pickup = usePickupSlot()
  return (
    <>
      <PickupSlotPicker pickup={pickup} headingLevel="h3" />
      <button type="button" onClick={() => pickup.check()}>
        Send
      </button>
    </>
  )
}

function renderWithSlots(slots: PickupSlots) {
  const queryClient = createQueryClient()
  queryClient.setQueryData(pickupSlotsQueryOptions().queryKey, slots)
  render(
    <QueryClientProvider client={queryClient}>
      <Form />
    </QueryClientProvider>,
  )
  return userEvent.setup()
}

const window = (remaining: number) => ({
  start: '2030-03-05T14:00:00.000Z',
  end: '2030-03-05T17:00:00.000Z',
  remaining,
})
const timezone = 'America/New_York'

describe('PickupSlotPicker', () => {
  it('offers the windows with the places left', () => {
    renderWithSlots({ timezone, pickupTimeRequired: true, slots: [window(2)] })
    expect(screen.getByRole('radio', { name: /9:00 AM to 12:00 PM/ })).toBeEnabled()
    expect(screen.getByText('2 left')).toBeInTheDocument()
    expect(screen.queryByText(NO_FREE_PICKUP_TIMES)).not.toBeInTheDocument()
  })

  it('says no time is free when the business has windows but every one is full, and focuses it on sending', async () => {
    const user = renderWithSlots({ timezone, pickupTimeRequired: true, slots: [window(0)] })
    expect(screen.getByRole('heading', { name: 'Pickup Time' })).toBeInTheDocument()
    const notice = screen.getByText(NO_FREE_PICKUP_TIMES)
    expect(screen.queryByRole('radio')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(notice).toHaveFocus())
  })

  it('says no time is free when every day in reach is closed', () => {
    renderWithSlots({ timezone, pickupTimeRequired: true, slots: [] })
    expect(screen.getByText(NO_FREE_PICKUP_TIMES)).toBeInTheDocument()
  })

  it('asks nothing when the business has no pickup windows', () => {
    renderWithSlots({ timezone, pickupTimeRequired: false, slots: [] })
    expect(screen.queryByRole('heading', { name: 'Pickup Time' })).not.toBeInTheDocument()
    expect(screen.queryByText(NO_FREE_PICKUP_TIMES)).not.toBeInTheDocument()
  })
})
