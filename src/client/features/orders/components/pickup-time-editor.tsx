import { CalendarClock } from 'lucide-react'
import { useId, useState } from 'react'

import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { ApiRequestError, serverMessageOf } from '@/lib/api-client'
import { usePickupSlots } from '@/lib/pickup-slots-query'
import { toast } from '@/lib/toast'

import type { Booking } from '@shared/booking.schema.ts'
import { bookingPickupText, formatPickupWindow } from '@shared/pickup-time.ts'
import { useMovePickup } from '../api/move-pickup'

/**
 * The order's pickup time in the edit dialog, and moving it to another window. A full window is offered too: the
 * server refuses it (409 SLOT_FULL) and says why, and the owner may then confirm going past its capacity.
 */
export function PickupTimeEditor({ booking }: { booking: Booking }) {
  const slots = usePickupSlots()
  const move = useMovePickup()
  const [slotStart, setSlotStart] = useState('')
  const [warning, setWarning] = useState<string | null>(null)
  // The server's refusal of a full window, which the owner may confirm.
  const [full, setFull] = useState<{ slotStart: string; message: string } | null>(null)
  const [moved, setMoved] = useState<{ start: string; end: string } | null>(null)
  const id = useId()
  const timeZone = slots.data?.timezone
  const current =
    moved ??
    (booking.pickupStart && booking.pickupEnd ? { start: booking.pickupStart, end: booking.pickupEnd } : null)
  const offered = (slots.data?.slots ?? []).filter((slot) => slot.start !== current?.start)
  if (!current && offered.length === 0) return null

  const submit = (slot: string, allowOverCapacity = false) => {
    if (!slot) return
    setFull(null)
    move.mutate(
      { id: booking.id, slotStart: slot, allowOverCapacity },
      {
        onSuccess: (result) => {
          setMoved({ start: result.pickupStart, end: result.pickupEnd })
          setWarning(result.warning)
          setSlotStart('')
          toast({ title: 'Pickup moved', description: result.warning ?? undefined })
        },
        onError: (error) =>
          error instanceof ApiRequestError && error.code === 'SLOT_FULL' && !allowOverCapacity
            ? setFull({ slotStart: slot, message: serverMessageOf(error) ?? 'That window is full.' })
            : toast({
                title: 'Pickup not moved',
                description: serverMessageOf(error) ?? 'Please try again.',
                variant: 'destructive',
              }),
      },
    )
  }

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3 rounded-lg border p-4">
      <h3 id={`${id}-title`} className="flex items-center gap-2 font-semibold">
        <CalendarClock aria-hidden="true" className="size-4 text-copper" />
        Pickup time
      </h3>
      <p className="text-sm">
        {current
          ? bookingPickupText({ pickupStart: current.start, pickupEnd: current.end }, timeZone)
          : 'No pickup time booked.'}
      </p>
      {warning && (
        <p role="status" className="text-sm font-medium text-destructive">
          {warning}
        </p>
      )}
      {full && (
        <div role="alert" className="flex flex-col gap-2 rounded-md border border-destructive/40 p-3 text-sm">
          <p>{full.message}</p>
          <div className="flex flex-wrap gap-2">
            <Button variant="destructive" size="sm" onClick={() => submit(full.slotStart, true)}>
              Move anyway
            </Button>
            <Button variant="outline" size="sm" onClick={() => setFull(null)}>
              Choose another
            </Button>
          </div>
        </div>
      )}
      {offered.length > 0 && timeZone && (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="flex min-w-0 flex-1 flex-col gap-1.5">
            <Label htmlFor={`${id}-slot`}>Move to</Label>
            <NativeSelect
              id={`${id}-slot`}
              value={slotStart}
              onChange={(event) => {
                setSlotStart(event.target.value)
                setFull(null)
              }}
            >
              <option value="">Choose a window</option>
              {offered.map((slot) => (
                <option key={slot.start} value={slot.start}>
                  {formatPickupWindow(slot.start, slot.end, timeZone)} (
                  {slot.remaining > 0 ? `${slot.remaining} left` : 'full'})
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button variant="outline" onClick={() => submit(slotStart)} disabled={!slotStart || move.isPending}>
            {move.isPending ? 'Moving...' : 'Move pickup'}
          </Button>
        </div>
      )}
    </section>
  )
}
