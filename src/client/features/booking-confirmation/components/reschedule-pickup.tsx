import { useState } from 'react'

import { Button } from '@/components/ui/button'
import { toast } from '@/lib/toast'

import { bookingPickupText } from '@shared/pickup-time.ts'
import { PickupSlotPicker } from '@/components/pickup-slot-picker'
import { usePickupSlot } from '@/lib/use-pickup-slot'
import { useRescheduleOrder } from '../api/reschedule-order'

interface ReschedulePickupProps {
  token: string
  pickupStart: string
  pickupEnd: string | null
  timeZone: string | undefined
}

/** "Change pickup time" on the order page: the booking forms' slot picker, then one request. */
export function ReschedulePickup({ token, pickupStart, pickupEnd, timeZone }: ReschedulePickupProps) {
  const [open, setOpen] = useState(false)
  const current = bookingPickupText({ pickupStart, pickupEnd }, timeZone)
  return (
    <section aria-labelledby="reschedule-title" className="flex min-w-0 flex-col gap-3">
      <h2 id="reschedule-title" className="text-lg font-semibold">
        Pickup time
      </h2>
      {current && <p className="text-sm">{current}</p>}
      {open ? (
        <RescheduleForm token={token} currentStart={pickupStart} onDone={() => setOpen(false)} />
      ) : (
        <Button variant="outline" className="self-start" onClick={() => setOpen(true)}>
          Change pickup time
        </Button>
      )}
    </section>
  )
}

interface RescheduleFormProps {
  token: string
  currentStart: string
  onDone: () => void
}

function RescheduleForm({ token, currentStart, onDone }: RescheduleFormProps) {
  const pickup = usePickupSlot({ currentStart })
  const reschedule = useRescheduleOrder(token)
  const save = () => {
    if (!pickup.required) {
      toast({
        title: 'No other pickup times',
        description: 'There are no pickup times to choose from right now. Please write to us below instead.',
        variant: 'destructive',
      })
      return
    }
    if (!pickup.check() || !pickup.slotStart) return
    reschedule.mutate(
      { pickupSlotStart: pickup.slotStart },
      {
        onSuccess: (order) => {
          toast({
            title: 'Pickup time changed',
            description: `We will come ${bookingPickupText(order, pickup.slots.data?.timezone) ?? 'at the new time'}. We have e-mailed you the new time.`,
          })
          onDone()
        },
        onError: (error) => pickup.refuse('Could not change the pickup time', error),
      },
    )
  }
  return (
    <div className="flex flex-col gap-3">
      <PickupSlotPicker pickup={pickup} headingLevel="h3" />
      <div className="flex flex-wrap gap-2">
        <Button onClick={save} disabled={reschedule.isPending}>
          {reschedule.isPending ? 'Saving…' : 'Save new time'}
        </Button>
        <Button variant="ghost" onClick={onDone} disabled={reschedule.isPending}>
          Keep current time
        </Button>
      </div>
    </div>
  )
}
