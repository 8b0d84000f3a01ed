import { useEffect, useRef, useState } from 'react'

/** A column draws this many cards at first, and this many more as its list is scrolled near its end. */
export const CARD_STEP = 10

/**
 * How many of a column's loaded cards to draw: the first CARD_STEP, then a step more each time the end of the
 * drawn cards comes within a screen of the list's bottom, and always as far as `mustShow` (a card about to take
 * focus). A hundred cards at once held a phone's main thread for over a second; a step is a short task.
 */
export function useCardWindow(loaded: number, mustShow: number) {
  const [wanted, setWanted] = useState(CARD_STEP)
  const list = useRef<HTMLUListElement>(null)
  const end = useRef<HTMLLIElement>(null)
  const count = Math.min(loaded, Math.max(wanted, mustShow))
  const more = count < loaded

  useEffect(() => {
    const root = list.current
    const marker = end.current
    if (!more || !root || !marker || typeof IntersectionObserver === 'undefined') return
    // Observed afresh after each step, so a marker still near the bottom asks for the next one.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setWanted(count + CARD_STEP)
      },
      { root, rootMargin: '0px 0px 100% 0px' },
    )
    observer.observe(marker)
    return () => observer.disconnect()
  }, [count, more])

  return { count, list, end, more, showStep: () => setWanted(count + CARD_STEP) }
}
