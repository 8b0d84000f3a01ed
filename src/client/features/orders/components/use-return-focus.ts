import { useRef, type RefObject } from 'react'

/**
 * Where focus goes when a dialog closes: back to the button that opened it; to the order's card when the card
 * was drawn anew in another column; to the panel's heading when the order left the view (archived), rather
 * than to the top of the page.
 */
export function useReturnFocus(fallback: RefObject<HTMLElement | null>) {
  const opener = useRef<HTMLElement | null>(null)
  const orderId = useRef<string | undefined>(undefined)
  return {
    remember: (element: HTMLElement) => {
      opener.current = element
      orderId.current = element.closest<HTMLElement>('[data-booking-id]')?.dataset.bookingId
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault()
      const redrawn =
        orderId.current === undefined
          ? null
          : document.querySelector<HTMLElement>(`[data-booking-id="${orderId.current}"] button`)
      const target = opener.current?.isConnected ? opener.current : (redrawn ?? fallback.current)
      target?.focus()
    },
  }
}
