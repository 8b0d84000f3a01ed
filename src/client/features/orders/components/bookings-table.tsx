import { BalanceDue } from '@/components/balance-due'
import { OutOfAreaBadge } from '@/components/out-of-area-badge'
import { StatusBadge } from '@/components/status-badge'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { formatDay } from '@/lib/format-date'
import { cn } from '@/lib/cn'
import { formatPrice } from '@/lib/format-money'

import type { Booking } from '@shared/booking.schema.ts'
import { formatBookingId } from '@shared/format.ts'
import { addOnCount } from '../lib/booking-counts'
import { COLUMN_LABELS, SORT_COLUMNS, type ListScope, type ListView, type SortColumn } from '../lib/list-view'
import { FailedMailNotice } from './failed-mail-notice'
import { BookingPickupCell } from './booking-pickup'
import { BookingRowActions, type BookingRowHandlers } from './booking-row-actions'
import { BookingRowsSkeleton } from './list-states'
import { SortableHead } from './sortable-head'

/**
 * The actions stay in view at the right edge while the columns scroll sideways under them (a desktop narrower than
 * the table, such as 1,024 px beside the navigation), with a shadow where the rows pass beneath.
 */
const STUCK = 'sticky right-0 shadow-[-8px_0_8px_-8px_rgb(0_0_0/0.15)]'

/** Counts and money line up on the right. */
const NUMERIC = new Set<SortColumn>(['totalKnives', 'addOns', 'estimatedPrice'])

interface BookingsTableProps extends BookingRowHandlers {
  scope: ListScope
  caption: string
  bookings: Booking[] | undefined
  view: ListView
  onSort: (column: SortColumn) => void
  /** Another page or sort is on its way: the rows shown are the previous ones. */
  stale: boolean
  timeZone?: string
}

/** The orders of one page, sortable by the spec's columns and the pickup time, each row with its actions. */
export function BookingsTable({
  scope,
  caption,
  bookings,
  view,
  onSort,
  stale,
  timeZone,
  ...handlers
}: BookingsTableProps) {
  return (
    <Table aria-busy={stale || !bookings} containerClassName="rounded-lg border" className="min-w-[54rem]">
      <caption className="sr-only">{caption}</caption>
      <TableHeader className="bg-muted/60">
        <TableRow className="hover:bg-transparent">
          {SORT_COLUMNS.map((column) => (
            <SortableHead
              key={column}
              column={column}
              label={COLUMN_LABELS[column]}
              sort={view.sort}
              order={view.order}
              onSort={onSort}
              className={NUMERIC.has(column) ? 'text-right [&>button]:flex-row-reverse' : undefined}
            />
          ))}
          <TableHead
            className={cn(
              STUCK,
              'bg-[color-mix(in_srgb,var(--color-muted)_60%,var(--color-card))] text-right',
            )}
          >
            Actions
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {bookings ? (
          bookings.map((booking) => (
            <TableRow key={booking.id} className="group">
              <TableCell>
                <span className="font-mono text-sm font-medium">{formatBookingId(booking.id)}</span>
                <span className="block text-xs text-muted-foreground">
                  {formatDay(booking.createdAt, timeZone)}
                </span>
              </TableCell>
              <TableCell className="max-w-64">
                <span className="flex items-center gap-2">
                  <span className="truncate font-medium">{booking.customerName}</span>
                  {booking.outOfArea && <OutOfAreaBadge />}
                </span>
                <span className="block truncate text-xs text-muted-foreground">{booking.customerEmail}</span>
                <FailedMailNotice booking={booking} className="mt-1" />
              </TableCell>
              <TableCell>
                <BookingPickupCell booking={booking} timeZone={timeZone} />
              </TableCell>
              <TableCell className="text-right tabular-nums">{booking.totalKnives}</TableCell>
              <TableCell className="text-right tabular-nums">{addOnCount(booking)}</TableCell>
              <TableCell>
                <StatusBadge status={booking.status} />
              </TableCell>
              <TableCell className="text-right font-medium tabular-nums">
                {formatPrice(booking.estimatedPrice)}
                <BalanceDue booking={booking} />
              </TableCell>
              <TableCell
                className={cn(
                  STUCK,
                  'bg-card py-1.5 transition-colors group-hover:bg-[color-mix(in_srgb,var(--color-muted)_50%,var(--color-card))]',
                )}
              >
                <BookingRowActions booking={booking} scope={scope} {...handlers} />
              </TableCell>
            </TableRow>
          ))
        ) : (
          <BookingRowsSkeleton columns={SORT_COLUMNS.length + 1} />
        )}
      </TableBody>
    </Table>
  )
}
