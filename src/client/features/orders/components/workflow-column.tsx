import { memo, useId, useState, type DragEvent } from 'react'

import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'

import { BOOKING_STATUS_LABELS, type BookingStatus } from '@shared/booking-status.ts'
import type { Booking } from '@shared/booking.schema.ts'
import { RECENT_DAYS } from '../api/get-board'
import type { BoardColumn } from '../lib/board-columns'
import { CARD_STEP, useCardWindow } from './use-card-window'
import { BOOKING_DRAG_TYPE, WorkflowCard } from './workflow-card'

const ACCENTS: Record<BookingStatus, string> = {
  pending: 'bg-yellow-400',
  'in-progress': 'bg-purple-500',
  completed: 'bg-green-500',
  paid: 'bg-blue-500',
  cancelled: 'bg-red-500',
}

interface WorkflowColumnProps {
  status: BookingStatus
  column: BoardColumn
  dragged: Booking | null
  onDragChange: (booking: Booking | null) => void
  onDrop: (id: number, status: BookingStatus) => void
  onOpen: (booking: Booking, opener: HTMLElement) => void
  onMove: (booking: Booking, status: BookingStatus) => void
  focusId: number | null
  onFocused: () => void
  /** Loads the next page of this column's orders. */
  onLoadMore: (status: BookingStatus) => Promise<void>
  /** Shows this column's finished orders of any age (Completed and Paid show the recent ones first). */
  onShowOlder: (status: BookingStatus) => Promise<void>
}

const carriesOrder = (event: DragEvent) => event.dataTransfer.types.includes(BOOKING_DRAG_TYPE)

/**
 * One status: its count, its cards newest first, and a drop target for cards from the other columns. It draws the
 * cards near its list's visible part (useCardWindow) and loads a page more when the owner asks. Memoised, as are
 * its cards: a drag, a move or another column's page draws again only what changed.
 */
export const WorkflowColumn = memo(function WorkflowColumn({
  status,
  column,
  dragged,
  onDragChange,
  onDrop,
  onOpen,
  onMove,
  focusId,
  onFocused,
  onLoadMore,
  onShowOlder,
}: WorkflowColumnProps) {
  const headingId = useId()
  const [over, setOver] = useState(false)
  const [loading, setLoading] = useState(false)
  const loaded = column.bookings.length
  const focusIndex = focusId === null ? -1 : column.bookings.findIndex((booking) => booking.id === focusId)
  const cards = useCardWindow(loaded, focusIndex + 1)
  const load = (work: Promise<void>) => {
    setLoading(true)
    void work.finally(() => setLoading(false))
  }
  const showMore = () => {
    if (cards.count + CARD_STEP > loaded && loaded < column.total) load(onLoadMore(status))
    cards.showStep()
  }
  const label = BOOKING_STATUS_LABELS[status]
  const target = dragged !== null && dragged.status !== status

  return (
    <section
      aria-labelledby={headingId}
      data-status={status}
      onDragOver={(event) => {
        if (!carriesOrder(event)) return
        event.preventDefault()
        event.dataTransfer.dropEffect = 'move'
        setOver(true)
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false)
      }}
      onDrop={(event) => {
        setOver(false)
        if (!carriesOrder(event)) return
        event.preventDefault()
        const id = Number(event.dataTransfer.getData(BOOKING_DRAG_TYPE))
        if (Number.isInteger(id) && id > 0) onDrop(id, status)
      }}
      className={cn(
        'relative flex w-72 shrink-0 flex-col rounded-xl border bg-muted/60 transition-colors @4xl:w-auto @4xl:min-w-0 @4xl:flex-1',
        target && 'border-dashed border-input',
        over && target && 'border-primary bg-accent',
      )}
    >
      <header className="flex items-center gap-2 border-b px-3 py-3">
        <span aria-hidden="true" className={cn('size-2.5 rounded-full', ACCENTS[status])} />
        <h3 id={headingId} className="font-semibold">
          {label}
        </h3>
        <Badge variant="secondary" className="ml-auto tabular-nums">
          <span data-column-count>{column.total}</span>
          <span className="sr-only"> {column.total === 1 ? 'order' : 'orders'}</span>
        </Badge>
      </header>
      {column.bookings.length === 0 ? (
        <p className="px-3 py-8 text-center text-sm text-muted-foreground">No orders</p>
      ) : (
        // Each column scrolls on its own within the screen, so a card far down is dragged across, not up a page.
        <ul
          ref={cards.list}
          aria-labelledby={headingId}
          data-column-list
          className="flex max-h-[calc(100dvh-15rem)] min-h-40 flex-col gap-2 overflow-y-auto overscroll-contain p-2"
        >
          {column.bookings.slice(0, cards.count).map((booking) => (
            <li key={booking.id}>
              <WorkflowCard
                booking={booking}
                onOpen={onOpen}
                onMove={onMove}
                focusOnMount={focusId === booking.id}
                onFocused={onFocused}
                dragging={dragged?.id === booking.id}
                onDragChange={onDragChange}
              />
            </li>
          ))}
          {cards.more && <li ref={cards.end} aria-hidden="true" className="h-px shrink-0" />}
        </ul>
      )}
      {(column.total > cards.count || column.recentOnly) && (
        <footer className="flex flex-col gap-2 border-t px-3 py-2 text-xs text-muted-foreground">
          {column.total > cards.count && (
            <>
              <p>
                Showing the newest {cards.count} of {column.total}.
              </p>
              <Button variant="outline" size="sm" onClick={showMore} disabled={loading}>
                {loading ? 'Loading...' : 'Show more'}
              </Button>
            </>
          )}
          {column.recentOnly && (
            <>
              <p>Changed in the last {RECENT_DAYS} days.</p>
              <Button variant="ghost" size="sm" onClick={() => load(onShowOlder(status))} disabled={loading}>
                Show older
              </Button>
            </>
          )}
        </footer>
      )}
    </section>
  )
})
