import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react'

import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { daysPerPage, pageStart } from '@/lib/day-pages'

export interface DayChoice {
  key: string
  label: string
  /** "Open", "Full", "Your time". */
  note: string
}

interface PickupDayStripProps {
  days: readonly DayChoice[]
  chosenKey: string | undefined
  onChoose: (key: string) => void
  /** The radio group's name. */
  name: string
  /** The look of one day (the picker's choices). */
  choiceClassName: string
}

function useWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0)
  useLayoutEffect(() => {
    const element = ref.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0))
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref])
  return width
}

const FORWARD = new Set(['ArrowRight', 'ArrowDown'])
const BACK = new Set(['ArrowLeft', 'ArrowUp'])

/**
 * The picker's days as radio buttons. On a wide screen, as many whole days as fit with arrows to the others
 * (issue 41 point 8); the arrow keys go on past the edge, turning the page. A phone's row scrolls instead.
 */
export function PickupDayStrip({ days, chosenKey, onChoose, name, choiceClassName }: PickupDayStripProps) {
  const rowRef = useRef<HTMLDivElement>(null)
  const perPage = daysPerPage(useWidth(rowRef), days.length)
  const paged = perPage < days.length
  // The first day the arrows asked for, at the width they were used: a row of another width starts again at the
  // chosen day's page.
  const [asked, setAsked] = useState<{ start: number; perPage: number } | null>(null)
  const requested = asked?.perPage === perPage ? asked.start : null
  const setRequested = (start: number) => setAsked({ start, perPage })
  const chosen = days.findIndex((day) => day.key === chosenKey)
  const start = paged ? pageStart(requested, chosen, perPage, days.length) : 0
  const shown = paged ? days.slice(start, start + perPage) : days
  // A day chosen with the keyboard past the edge takes focus once its page shows.
  const focusNext = useRef<string | null>(null)
  useEffect(() => {
    if (focusNext.current === null) return
    rowRef.current?.querySelector<HTMLInputElement>(`input[value="${focusNext.current}"]`)?.focus()
    focusNext.current = null
  })

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, index: number) => {
    const step = FORWARD.has(event.key) ? 1 : BACK.has(event.key) ? -1 : 0
    const edge = step === 1 ? start + shown.length - 1 : start
    if (!paged || step === 0 || index !== edge) return
    // Native radios would wrap round to the other end of the page.
    event.preventDefault()
    const next = days[index + step]
    if (!next) return
    setRequested(step === 1 ? index + 2 - perPage : index - 1)
    focusNext.current = next.key
    onChoose(next.key)
  }

  const first = shown[0]
  const last = shown.at(-1)
  return (
    <div ref={rowRef} className="flex w-full items-center gap-2">
      {paged && (
        <Button
          variant="outline"
          size="icon"
          className="shrink-0"
          aria-label="Earlier days"
          disabled={start === 0}
          onClick={() => setRequested(start - perPage)}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
      )}
      <div className={cn('flex min-w-0 flex-1 gap-2', !paged && 'overflow-x-auto pb-1')}>
        {shown.map((day, offset) => (
          <label
            key={day.key}
            className={cn(
              choiceClassName,
              'relative flex-col gap-0 px-3 py-1.5',
              paged ? 'min-w-0 flex-1 basis-0' : 'shrink-0',
            )}
          >
            <input
              type="radio"
              name={name}
              value={day.key}
              className="sr-only"
              checked={day.key === chosenKey}
              onChange={() => onChoose(day.key)}
              onKeyDown={(event) => onKeyDown(event, start + offset)}
            />
            <span className="whitespace-nowrap">{day.label}</span>
            <span className="text-xs font-normal text-muted-foreground">{day.note}</span>
          </label>
        ))}
      </div>
      {paged && (
        <Button
          variant="outline"
          size="icon"
          className="shrink-0"
          aria-label="Later days"
          disabled={start + perPage >= days.length}
          onClick={() => setRequested(start + perPage)}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      )}
      {paged && first && last && (
        <p aria-live="polite" className="sr-only">
          Showing {first.label} to {last.label}, of {days.length} days
        </p>
      )}
    </div>
  )
}
