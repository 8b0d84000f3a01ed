import { CalendarClock } from 'lucide-react'
import { useId } from 'react'

import { ListError } from '@/components/list-states'
import { StatusBadge } from '@/components/status-badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { usePickupSlots } from '@/lib/pickup-slots-query'

import { formatBookingId } from '@shared/format.ts'
import { NO_TIME_YET_LIMIT } from '@shared/schedule.schema.ts'
import { useNoTimeYet } from '../api/get-no-time-yet'
import { OrderNumberButton, type OpenOrder } from './order-number-button'
import { addressOf } from './schedule-stop'

interface NoTimeYetProps {
  onOpenOrder?: OpenOrder
  opening?: number | null
}

/**
 * "No time yet" (issue 41 point 8): the open orders still to be collected that have no pickup time, the longest
 * waiting first, each opening its order, where the pickup time is set.
 */
export function NoTimeYet({ onOpenOrder, opening }: NoTimeYetProps) {
  const orders = useNoTimeYet()
  const titleId = useId()
  const count = orders.data?.bookings.length ?? 0
  // With no windows set no time can be given (the order's editor offers none): the owner is told where they are set.
  const noWindows = usePickupSlots().data?.pickupTimeRequired === false
  return (
    <Card role="region" aria-labelledby={titleId} className="print:hidden">
      <CardHeader className="flex flex-row flex-wrap items-baseline justify-between gap-2 p-4 sm:px-6">
        <CardTitle as="h3" id={titleId} className="flex items-center gap-2 text-lg">
          <CalendarClock aria-hidden="true" className="size-5 text-copper" />
          No time yet
        </CardTitle>
        {orders.data && (
          <CardDescription>
            {count === 0
              ? 'Every open order has a pickup time.'
              : noWindows
                ? 'No pickup windows are set: add them in Settings to give these orders a time.'
                : orders.data.more
                  ? `The ${NO_TIME_YET_LIMIT} orders waiting longest, oldest first`
                  : `${count} ${count === 1 ? 'order' : 'orders'} to arrange, oldest first`}
          </CardDescription>
        )}
      </CardHeader>
      {orders.isPending ? (
        <CardContent className="p-4 pt-0 sm:px-6">
          <Skeleton className="h-12 w-full" />
        </CardContent>
      ) : orders.isError ? (
        <ListError
          message="Failed to load the orders with no pickup time"
          onRetry={() => void orders.refetch()}
          retrying={orders.isFetching}
          className="py-6"
        />
      ) : (
        count > 0 && (
          <CardContent className="p-4 pt-0 sm:px-6">
            <ol className="divide-y">
              {orders.data.bookings.map((booking) => {
                const address = addressOf(booking)
                return (
                  <li
                    key={booking.id}
                    data-booking-id={booking.id}
                    className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:gap-4"
                  >
                    <div className="flex min-w-0 flex-1 flex-col gap-1">
                      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                        <OrderNumberButton
                          bookingId={booking.id}
                          onOpenOrder={onOpenOrder}
                          opening={opening === booking.id}
                        />
                        <span className="font-semibold">{booking.customerName}</span>
                        <StatusBadge status={booking.status} />
                        <span className="text-sm tabular-nums">
                          {booking.totalKnives} {booking.totalKnives === 1 ? 'knife' : 'knives'}
                        </span>
                      </div>
                      <p className="text-sm text-muted-foreground">{address || 'No address given'}</p>
                    </div>
                    {onOpenOrder && !noWindows && (
                      <Button
                        variant="outline"
                        size="sm"
                        className="self-start sm:self-center"
                        aria-busy={opening === booking.id || undefined}
                        onClick={(event) => onOpenOrder(booking.id, event.currentTarget)}
                      >
                        <CalendarClock aria-hidden="true" />
                        Set pickup time
                        <span className="sr-only"> for {formatBookingId(booking.id)}</span>
                      </Button>
                    )}
                  </li>
                )
              })}
            </ol>
          </CardContent>
        )
      )}
    </Card>
  )
}
