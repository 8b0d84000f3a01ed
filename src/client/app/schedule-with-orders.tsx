import { useRef } from 'react'

import { useOrderDialog } from '@/features/orders/components/use-order-dialog'
import { SchedulePanel } from '@/features/schedule/components/schedule-panel'

/**
 * The Schedule tab with its rows opening their order's Edit Booking (issue 41 point 8): the two features meet here,
 * as neither imports the other. Focus goes back to the row's button when the dialog closes, or to the panel when
 * the row has gone (an order given a time leaves "No time yet").
 */
export function ScheduleWithOrders() {
  const panelRef = useRef<HTMLDivElement>(null)
  const order = useOrderDialog(panelRef)
  return (
    <div ref={panelRef} tabIndex={-1} className="outline-none">
      <SchedulePanel onOpenOrder={order.open} opening={order.opening} />
      {order.dialog}
    </div>
  )
}
