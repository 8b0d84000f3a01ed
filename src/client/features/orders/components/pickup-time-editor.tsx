import { CalendarClock } from 'lucide-react'
import { useId, useState } from 'react'

import { useReportUnsaved } from '@/components/discard-changes'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { ApiRequestError, serverMessageOf } from '@/lib/api-client'
import { usePickupSlots } from '@/lib/pickup-slots-query'
import { toast } from '@/lib/toast'

import type { Booking } from '@shared/booking.schema.ts'
import { bookingPickupText, formatPickupWindow } from '@shared/pickup-time.ts'
import { useMovePickup } from '../api/move-pickup'
import { useSetReturnTime } from '../api/set-return-time'

interface Window {
  start: string
  end: string
}

/** What the editor moves: the pickup, or the return (issue 42 point 2); both in the same windows. */
interface StopWords {
  title: string
  none: string
  action: string
  pending: string
  anyway: string
  done: string
  failed: string
}

const PICKUP_WORDS: StopWords = {
  title: 'Pickup time',
  none: 'No pickup time booked.',
  action: 'Move pickup',
  pending: 'Moving...',
  anyway: 'Move anyway',
  done: 'Pickup moved',
  failed: 'Pickup not moved',
}

const RETURN_WORDS: StopWords = {
  title: 'Return time',
  none: 'No return time yet.',
  action: 'Set return time',
  pending: 'Saving...',
  anyway: 'Set anyway',
  done: 'Return time saved',
  failed: 'Return time not saved',
}

type MoveStop = (
  variables: { id: number; slotStart: string; allowOverCapacity: boolean },
  callbacks: {
    onSuccess: (result: Window & { warning: string | null }) => void
    onError: (error: Error) => void
  },
) => void

/**
 * The order's pickup time in the edit dialog, and moving it to another window. A full window is offered too: the
 * server refuses it (409 SLOT_FULL) and says why, and the owner may then confirm going past its capacity.
 */
export function PickupTimeEditor({ booking }: { booking: Booking }) {
  const move = useMovePickup()
  const current =
    booking.pickupStart && booking.pickupEnd ? { start: booking.pickupStart, end: booking.pickupEnd } : null
  const mutate: MoveStop = (variables, { onSuccess, onError }) =>
    move.mutate(variables, {
      onSuccess: (result) =>
        onSuccess({ start: result.pickupStart, end: result.pickupEnd, warning: result.warning }),
      onError,
    })
  return (
    <StopTimeEditor
      bookingId={booking.id}
      current={current}
      words={PICKUP_WORDS}
      mutate={mutate}
      isPending={move.isPending}
    />
  )
}

/** The order's return time in the edit dialog: set it, or move it, as the pickup's. */
export function ReturnTimeEditor({ booking }: { booking: Booking }) {
  const set = useSetReturnTime()
  const current =
    booking.returnStart && booking.returnEnd ? { start: booking.returnStart, end: booking.returnEnd } : null
  const mutate: MoveStop = ({ id, slotStart, allowOverCapacity }, { onSuccess, onError }) =>
    set.mutate(
      { id, returnSlotStart: slotStart, allowOverCapacity },
      {
        onSuccess: (result) =>
          onSuccess({ start: result.returnStart!, end: result.returnEnd!, warning: null }),
        onError,
      },
    )
  return (
    <StopTimeEditor
      bookingId={booking.id}
      current={current}
      words={RETURN_WORDS}
      mutate={mutate}
      isPending={set.isPending}
      showEmpty
    />
  )
}

interface StopTimeEditorProps {
  bookingId: number
  current: Window | null
  words: StopWords
  mutate: MoveStop
  isPending: boolean
  /** Shown with "none" even when no window is free to choose. */
  showEmpty?: boolean
}

function StopTimeEditor({
  bookingId,
  current: booked,
  words,
  mutate,
  isPending,
  showEmpty,
}: StopTimeEditorProps) {
  const slots = usePickupSlots()
  const [slotStart, setSlotStart] = useState('')
  useReportUnsaved(slotStart !== '')
  const [warning, setWarning] = useState<string | null>(null)
  // The server's refusal of a full window, which the owner may confirm.
  const [full, setFull] = useState<{ slotStart: string; message: string } | null>(null)
  const [moved, setMoved] = useState<Window | null>(null)
  const id = useId()
  const timeZone = slots.data?.timezone
  const current = moved ?? booked
  const offered = (slots.data?.slots ?? []).filter((slot) => slot.start !== current?.start)
  if (!current && offered.length === 0 && !(showEmpty && slots.data?.pickupTimeRequired)) return null

  const submit = (slot: string, allowOverCapacity = false) => {
    if (!slot) return
    setFull(null)
    mutate(
      { id: bookingId, slotStart: slot, allowOverCapacity },
      {
        onSuccess: (result) => {
          setMoved({ start: result.start, end: result.end })
          setWarning(result.warning)
          setSlotStart('')
          toast({ title: words.done, description: result.warning ?? undefined })
        },
        onError: (error) =>
          error instanceof ApiRequestError && error.code === 'SLOT_FULL' && !allowOverCapacity
            ? setFull({ slotStart: slot, message: serverMessageOf(error) ?? 'That window is full.' })
            : toast({
                title: words.failed,
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
        {words.title}
      </h3>
      <p className="text-sm">
        {current
          ? bookingPickupText({ pickupStart: current.start, pickupEnd: current.end }, timeZone)
          : words.none}
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
              {words.anyway}
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
            <Label htmlFor={`${id}-slot`}>{current ? 'Move to' : 'Choose'}</Label>
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
          <Button variant="outline" onClick={() => submit(slotStart)} disabled={!slotStart || isPending}>
            {isPending ? words.pending : words.action}
          </Button>
        </div>
      )}
    </section>
  )
}
