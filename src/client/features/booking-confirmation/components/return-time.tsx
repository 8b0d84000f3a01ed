import { useState } from 'react'

import { Button } from '@/components/ui/button'
import { toast } from '@/lib/toast'

import type { PublicOrder } from '@shared/order-page.schema.ts'
import { bookingReturnText } from '@shared/pickup-time.ts'
import { RETURN_TIME_REQUIRED } from '@shared/return-time.schema.ts'
import { PickupSlotPicker } from '@/components/pickup-slot-picker'
import { usePickupSlot } from '@/lib/use-pickup-slot'
import { useChooseReturn } from '../api/choose-return'

interface ReturnTimeProps {
  order: PublicOrder
  token: string
  timeZone: string | undefined
}

/**
 * "Return time" on the order page (issue 42 point 2): once the knives are ready, the customer chooses when they come
 * back, from the pickup windows (the booking form's picker), and may change it; afterwards the time chosen shows.
 */
export function ReturnTime({ order, token, timeZone }: ReturnTimeProps) {
  const [open, setOpen] = useState(false)
  const current = bookingReturnText(order, timeZone)
  if (!order.canChooseReturn && !current) return null
  return (
    <section aria-labelledby="return-title" className="flex min-w-0 flex-col gap-3">
      <h2 id="return-title" className="text-lg font-semibold">
        Return time
      </h2>
      {current ? (
        <p className="text-sm">
          We bring your knives back <strong className="font-semibold">{current}</strong>.
        </p>
      ) : (
        <p className="text-sm">Your knives are sharp and ready. Choose a time for us to bring them back.</p>
      )}
      {order.canChooseReturn &&
        (open || !current ? (
          <ReturnForm
            token={token}
            currentStart={order.returnStart ?? undefined}
            onDone={current ? () => setOpen(false) : undefined}
          />
        ) : (
          <Button variant="outline" className="self-start" onClick={() => setOpen(true)}>
            Change return time
          </Button>
        ))}
    </section>
  )
}

interface ReturnFormProps {
  token: string
  currentStart: string | undefined
  /** Closes the form; none when there is no time yet to keep. */
  onDone: (() => void) | undefined
}

function ReturnForm({ token, currentStart, onDone }: ReturnFormProps) {
  const slot = usePickupSlot({
    currentStart,
    field: 'returnSlotStart',
    requiredMessage: RETURN_TIME_REQUIRED,
  })
  const choose = useChooseReturn(token)
  const save = () => {
    if (!slot.check() || !slot.slotStart) return
    choose.mutate(
      { returnSlotStart: slot.slotStart },
      {
        onSuccess: (order) => {
          const when = bookingReturnText(order, slot.slots.data?.timezone)
          toast({
            title: 'Return time saved',
            description: when ? `We will bring your knives back ${when}.` : undefined,
          })
          onDone?.()
        },
        onError: (error) => slot.refuse('Could not save the return time', error),
      },
    )
  }
  return (
    <div className="flex flex-col gap-3">
      <PickupSlotPicker
        pickup={slot}
        headingLevel="h3"
        title="Return Time"
        description="Choose when we bring your sharpened knives back."
        name="return"
      />
      {slot.required && (
        <div className="flex flex-wrap gap-2">
          <Button onClick={save} disabled={choose.isPending}>
            {choose.isPending ? 'Saving…' : 'Save return time'}
          </Button>
          {onDone && (
            <Button variant="ghost" onClick={onDone} disabled={choose.isPending}>
              Keep current time
            </Button>
          )}
        </div>
      )}
    </div>
  )
}
