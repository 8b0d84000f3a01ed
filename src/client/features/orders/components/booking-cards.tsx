import { useId } from 'react'

import { BalanceDue } from '@/components/balance-due'
import { CardListSkeleton } from '@/components/card-list-skeleton'
import { OutOfAreaBadge } from '@/components/out-of-area-badge'
import { StatusBadge } from '@/components/status-badge'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { formatDay } from '@/lib/format-date'
import { formatPrice } from '@/lib/format-money'

import type { Booking } from '@shared/booking.schema.ts'
import { formatBookingId } from '@shared/format.ts'
import { addOnCount, plural } from '../lib/booking-counts'
import {
  COLUMN_LABELS,
  SORT_COLUMNS,
  type ListScope,
  type ListView,
  type SortColumn,
  type SortOrder,
} from '../lib/list-view'
import { FailedMailNotice } from './failed-mail-notice'
import { BookingPickupLine } from './booking-pickup'
import { BookingRowActions, type BookingRowHandlers } from './booking-row-actions'

interface BookingCardsProps extends BookingRowHandlers {
  scope: ListScope
  caption: string
  bookings: Booking[] | undefined
  stale: boolean
  timeZone?: string
}

/** The list on a phone: one card per order, with the same facts and actions as a table row. */
export function BookingCards({ scope, caption, bookings, stale, timeZone, ...handlers }: BookingCardsProps) {
  if (!bookings) {
    return <CardListSkeleton label="Loading orders…" lineWidths={['w-28', 'w-40', 'w-full']} />
  }
  return (
    <ul aria-label={caption} aria-busy={stale} className="flex flex-col divide-y rounded-lg border">
      {bookings.map((booking) => (
        <li key={booking.id} className="flex flex-col gap-2 p-3">
          <div className="flex items-start justify-between gap-2">
            <p>
              <span className="font-mono text-sm font-medium">{formatBookingId(booking.id)}</span>
              <span className="text-xs text-muted-foreground">
                {' '}
                · {formatDay(booking.createdAt, timeZone)}
              </span>
            </p>
            <StatusBadge status={booking.status} />
          </div>
          <div className="min-w-0">
            <p className="flex flex-wrap items-center gap-2">
              <span className="font-medium break-words">{booking.customerName}</span>
              {booking.outOfArea && <OutOfAreaBadge />}
            </p>
            <p className="truncate text-xs text-muted-foreground">{booking.customerEmail}</p>
          </div>
          <BookingPickupLine booking={booking} timeZone={timeZone} />
          <FailedMailNotice booking={booking} />
          <div className="flex items-center justify-between gap-2">
            <p className="text-sm text-muted-foreground">
              {plural(booking.totalKnives, 'knife', 'knives')} · {plural(addOnCount(booking), 'add-on')} ·{' '}
              <span className="font-semibold text-foreground tabular-nums">
                {formatPrice(booking.estimatedPrice)}
              </span>
              <BalanceDue booking={booking} />
            </p>
            <BookingRowActions booking={booking} scope={scope} {...handlers} />
          </div>
        </li>
      ))}
    </ul>
  )
}

const DEFAULT_SORT = 'newest'

/** Sorting where there are no column headers to click. */
export function SortSelect({
  view,
  onSort,
}: {
  view: ListView
  onSort: (sort: { sort: SortColumn | null; order: SortOrder }) => void
}) {
  const id = useId()
  const value = view.sort ? `${view.sort}:${view.order}` : DEFAULT_SORT
  return (
    <div className="grid grid-cols-[auto_1fr] items-center gap-3">
      <Label htmlFor={id}>Sort by</Label>
      <NativeSelect
        id={id}
        className="w-full"
        value={value}
        onChange={(event) => {
          const [sort, order] = event.target.value.split(':') as [SortColumn | typeof DEFAULT_SORT, SortOrder]
          onSort(sort === DEFAULT_SORT ? { sort: null, order: 'asc' } : { sort, order })
        }}
      >
        <option value={DEFAULT_SORT}>Newest first</option>
        {SORT_COLUMNS.flatMap((column) =>
          (['asc', 'desc'] as const).map((order) => (
            <option key={`${column}:${order}`} value={`${column}:${order}`}>
              {COLUMN_LABELS[column]}, {order === 'asc' ? 'ascending' : 'descending'}
            </option>
          )),
        )}
      </NativeSelect>
    </div>
  )
}
