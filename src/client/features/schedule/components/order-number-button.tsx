import { formatBookingId } from '@shared/format.ts'

/** Opens an order's Edit Booking (the admin's composition hands it in: app/schedule-with-orders.tsx). */
export type OpenOrder = (bookingId: number, opener: HTMLElement) => void

interface OrderNumberButtonProps {
  bookingId: number
  onOpenOrder?: OpenOrder
  /** While the order is fetched before its dialog opens. */
  opening?: boolean
}

/**
 * A row's order number, which opens the order as the board's cards do; plain text where nothing opens it (the
 * printed route sheet).
 */
export function OrderNumberButton({ bookingId, onOpenOrder, opening = false }: OrderNumberButtonProps) {
  const orderNumber = formatBookingId(bookingId)
  if (!onOpenOrder) return <span className="font-mono text-sm font-semibold">{orderNumber}</span>
  return (
    <button
      type="button"
      onClick={(event) => onOpenOrder(bookingId, event.currentTarget)}
      aria-busy={opening || undefined}
      className="rounded-sm font-mono text-sm font-semibold text-primary underline decoration-dotted underline-offset-4 hover:decoration-solid focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring aria-busy:cursor-progress aria-busy:opacity-60 print:text-foreground print:no-underline"
    >
      {orderNumber}
    </button>
  )
}
