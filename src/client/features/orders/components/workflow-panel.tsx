import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useLayoutEffect, useRef, useState } from 'react'

import { Skeleton } from '@/components/ui/skeleton'
import { useBusiness } from '@/lib/business'
import { useReturnFocus } from '@/lib/use-return-focus'

import type { Booking } from '@shared/booking.schema.ts'
import { BOOKING_STATUS_LABELS, BOOKING_STATUSES, type BookingStatus } from '@shared/booking-status.ts'
import { formatBookingId } from '@shared/format.ts'
import { changeBoardColumn, getBoardColumn, getNextColumnPage, useBoard } from '../api/get-board'
import { findOnBoard } from '../lib/board-columns'
import { BookingsError } from './list-states'
import { OverCapacityDialog } from './over-capacity-dialog'
import { useBookingActions } from './use-booking-actions'
import { useEditBookingDialog } from './use-edit-booking-dialog'
import { WorkflowColumn } from './workflow-column'

interface FocusRequest {
  id: number
  status: BookingStatus
}

/**
 * Admin: Workflow Board (spec section 2). A column per status with its count; a card per order. Dragging a card
 * to another column changes its status at once (put back if the server refuses); 'Move' does the same from
 * the keyboard, and a live region says what happened.
 */
export function WorkflowPanel() {
  const board = useBoard()
  const queryClient = useQueryClient()
  const loadMore = useCallback(
    (status: BookingStatus) =>
      changeBoardColumn(queryClient, status, (column) => getNextColumnPage(column, status)),
    [queryClient],
  )
  const showOlder = useCallback(
    (status: BookingStatus) =>
      changeBoardColumn(queryClient, status, async (column) => {
        const older = await getBoardColumn(status, { pages: column.pages ?? 1, older: true })
        return () => older
      }),
    [queryClient],
  )
  const { data: business } = useBusiness()
  const actions = useBookingActions()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const returnFocus = useReturnFocus(headingRef, 'data-booking-id')
  const editor = useEditBookingDialog(returnFocus, actions, business?.timezone)
  const [dragged, setDragged] = useState<Booking | null>(null)
  // After a move from the keyboard, the card takes focus once it shows in its new column.
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const clearFocus = useCallback(() => setFocusRequest(null), [])

  const move = (booking: Booking, status: BookingStatus, { fromKeyboard = false } = {}) => {
    if (booking.status === status) return
    const orderNumber = formatBookingId(booking.id)
    setAnnouncement(`${orderNumber} moved to ${BOOKING_STATUS_LABELS[status]}.`)
    if (fromKeyboard) setFocusRequest({ id: booking.id, status })
    actions.markAs(booking, status)
  }

  const drop = (id: number, status: BookingStatus) => {
    const booking = board.data && findOnBoard(board.data, id)
    if (booking) move(booking, status)
  }

  // The columns and cards are memoised: they get callbacks that stay the same and call the latest handlers.
  const latest = useRef({ drop, move, open: editor.open })
  useLayoutEffect(() => {
    latest.current = { drop, move, open: editor.open }
  })
  const onDrop = useCallback((id: number, status: BookingStatus) => latest.current.drop(id, status), [])
  const onMove = useCallback(
    (booking: Booking, to: BookingStatus) => latest.current.move(booking, to, { fromKeyboard: true }),
    [],
  )
  const onOpen = useCallback(
    (booking: Booking, opener: HTMLElement) => latest.current.open(booking, opener),
    [],
  )

  return (
    <section aria-labelledby="workflow-heading" className="@container flex flex-col gap-4">
      <header className="flex flex-col gap-1">
        <h2
          id="workflow-heading"
          ref={headingRef}
          tabIndex={-1}
          className="text-xl font-semibold outline-none"
        >
          Order Workflow
        </h2>
        <p className="text-sm text-muted-foreground">Manage orders through their lifecycle</p>
      </header>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {board.isError && !board.data ? (
        <BookingsError onRetry={() => void board.refetch()} retrying={board.isFetching} />
      ) : (
        <div className="relative -mx-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0" aria-busy={!board.data}>
          <div className="flex items-start gap-3">
            {BOOKING_STATUSES.map((status) =>
              board.data ? (
                <WorkflowColumn
                  key={status}
                  status={status}
                  column={board.data[status]}
                  dragged={dragged}
                  onDragChange={setDragged}
                  onDrop={onDrop}
                  onOpen={onOpen}
                  onMove={onMove}
                  focusId={focusRequest?.status === status ? focusRequest.id : null}
                  onFocused={clearFocus}
                  onLoadMore={loadMore}
                  onShowOlder={showOlder}
                />
              ) : (
                <ColumnSkeleton key={status} label={BOOKING_STATUS_LABELS[status]} />
              ),
            )}
          </div>
        </div>
      )}
      {editor.dialog}
      <OverCapacityDialog {...actions.overCapacity} />
    </section>
  )
}

function ColumnSkeleton({ label }: { label: string }) {
  return (
    <div
      role="status"
      className="flex w-72 shrink-0 flex-col gap-2 rounded-xl border bg-muted/60 p-2 @4xl:w-auto @4xl:flex-1"
    >
      <span className="sr-only">Loading {label} orders…</span>
      <Skeleton className="h-6 w-24" />
      <Skeleton className="h-28 w-full" />
      <Skeleton className="h-28 w-full" />
    </div>
  )
}
