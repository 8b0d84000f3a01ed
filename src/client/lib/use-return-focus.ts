import { useRef, type RefObject } from 'react'

/**
 * Where focus goes when a dialog closes: back to the button that opened it; when that button was drawn anew
 * (an order's card moved to another column), to the first button of the item with the same `itemKey` attribute;
 * when the item left the view (archived, deleted, read in the Unread tab), to the panel's heading rather than
 * to the top of the page.
 */
export function useReturnFocus(fallback: RefObject<HTMLElement | null>, itemKey?: string) {
  const opener = useRef<HTMLElement | null>(null)
  const item = useRef<string | null>(null)
  return {
    remember: (element: HTMLElement) => {
      opener.current = element
      item.current = itemKey ? (element.closest(`[${itemKey}]`)?.getAttribute(itemKey) ?? null) : null
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault()
      const redrawn =
        itemKey && item.current !== null
          ? document.querySelector<HTMLElement>(`[${itemKey}="${item.current}"] button`)
          : null
      const target = opener.current?.isConnected ? opener.current : (redrawn ?? fallback.current)
      target?.focus()
    },
  }
}
