import { CalendarClock } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'

import { Button } from '@/components/ui/button'
import { FieldError, describedBy } from '@/components/ui/field-error'
import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/cn'

import type { PickupSlot } from '@shared/pickup.schema.ts'
import { formatPickupHours } from '@shared/pickup-time.ts'
import { NO_FREE_PICKUP_TIMES, type PickupSlotState } from '@/lib/use-pickup-slot'
import { FormSection } from '@/components/form-section'
import { PickupDayStrip } from '@/components/pickup-day-strip'

interface PickupSlotPickerProps {
  pickup: PickupSlotState
  headingLevel: 'h2' | 'h3' | 'h4'
  /** The return time (issue 42 point 2) is chosen from the same windows, under its own words. */
  title?: string
  description?: string
  /** Names the radio groups, so two pickers on one page stay apart. */
  name?: string
}

interface SlotDay {
  key: string
  label: string
  slots: PickupSlot[]
}

function groupByDay(slots: readonly PickupSlot[], timeZone: string): SlotDay[] {
  const key = new Intl.DateTimeFormat('en-CA', { timeZone })
  const label = new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone,
  })
  const days = new Map<string, SlotDay>()
  for (const slot of slots) {
    const day = key.format(new Date(slot.start))
    const entry = days.get(day) ?? { key: day, label: label.format(new Date(slot.start)), slots: [] }
    entry.slots.push(slot)
    days.set(day, entry)
  }
  return [...days.values()]
}

const choiceClass =
  'flex cursor-pointer items-center justify-between gap-3 rounded-md border bg-background px-3 py-2 text-sm has-checked:border-copper has-checked:bg-copper/10 has-checked:font-semibold has-disabled:cursor-not-allowed has-disabled:opacity-60 has-focus-visible:ring-2 has-focus-visible:ring-ring'

/**
 * The pickup time of both booking forms: the days with windows, then the chosen day's windows with the places
 * left. Native radio buttons, so arrow keys move within each group and screen readers announce "n left".
 */
export function PickupSlotPicker({
  pickup,
  headingLevel,
  title = 'Pickup Time',
  description = 'Choose when we come by to collect your knives.',
  name = 'pickup',
}: PickupSlotPickerProps) {
  const errorId = useId()
  const firstRef = useRef<HTMLInputElement>(null)
  const noneFreeRef = useRef<HTMLParagraphElement>(null)
  const { data, isPending, isError, refetch } = pickup.slots
  const days = data ? groupByDay(data.slots, data.timezone) : []
  const chosenDay = days.find((day) => day.slots.some((slot) => slot.start === pickup.slotStart))
  const choosable = (slot: PickupSlot) => slot.remaining > 0 && !pickup.isCurrent(slot.start)
  const firstFreeDay = days.find((day) => day.slots.some(choosable))
  const [dayKey, setDayKey] = useState<string | undefined>()
  const day = days.find((d) => d.key === (dayKey ?? chosenDay?.key)) ?? firstFreeDay ?? days[0]

  useEffect(() => {
    if (pickup.error) (firstRef.current ?? noneFreeRef.current)?.focus()
  }, [pickup.error])

  if (!isPending && !isError && !pickup.required) return null

  return (
    <FormSection title={title} description={description} icon={CalendarClock} headingLevel={headingLevel}>
      {isPending ? (
        <div className="flex flex-col gap-2" aria-label={`Loading ${title.toLowerCase()}s`}>
          <Skeleton className="h-9 w-full" />
          <Skeleton className="h-9 w-full" />
        </div>
      ) : isError || !data ? (
        <div className="flex flex-col items-start gap-2 text-sm">
          <p>The {title.toLowerCase()}s could not be loaded.</p>
          <Button variant="outline" size="sm" onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      ) : !pickup.anyFree ? (
        // The form cannot be sent without a time: said plainly, and focused when the customer tries to send it.
        <p
          ref={noneFreeRef}
          tabIndex={-1}
          className={cn('text-sm text-pretty', pickup.error && 'font-medium text-destructive')}
        >
          {NO_FREE_PICKUP_TIMES}
        </p>
      ) : (
        <div className="flex flex-col gap-4">
          <fieldset className="min-w-0">
            <legend className="mb-2 text-sm font-medium">Day</legend>
            <PickupDayStrip
              days={days.map((d) => {
                const free = d.slots.some(choosable)
                const yours = !free && d.slots.some((slot) => pickup.isCurrent(slot.start))
                return { key: d.key, label: d.label, note: free ? 'Open' : yours ? 'Your time' : 'Full' }
              })}
              chosenKey={day?.key}
              onChoose={setDayKey}
              name={`${name}-day`}
              choiceClassName={choiceClass}
            />
          </fieldset>
          {day && (
            <fieldset className="min-w-0" aria-describedby={describedBy(pickup.error && errorId)}>
              <legend className="mb-2 text-sm font-medium">Time on {day.label}</legend>
              <div className="flex flex-col gap-2">
                {day.slots.map((slot, index) => {
                  const full = slot.remaining <= 0
                  const current = pickup.isCurrent(slot.start)
                  return (
                    <label key={slot.start} className={choiceClass}>
                      <span className="flex items-center gap-2">
                        <input
                          ref={index === 0 ? firstRef : undefined}
                          type="radio"
                          name={`${name}-slot`}
                          value={slot.start}
                          className="size-4 accent-copper"
                          checked={pickup.slotStart === slot.start}
                          disabled={full || current}
                          aria-invalid={pickup.error ? true : undefined}
                          onChange={() => pickup.choose(slot.start)}
                        />
                        {formatPickupHours(slot.start, slot.end, data.timezone)}
                      </span>
                      <span
                        className={cn(
                          'text-xs',
                          full && !current ? 'font-semibold text-destructive' : 'text-muted-foreground',
                        )}
                      >
                        {current ? 'Your current time' : full ? 'Full' : `${slot.remaining} left`}
                      </span>
                    </label>
                  )
                })}
              </div>
            </fieldset>
          )}
          <FieldError id={errorId} message={pickup.error} />
        </div>
      )}
    </FormSection>
  )
}
