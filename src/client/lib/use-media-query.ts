import { useSyncExternalStore } from 'react'

/** Tailwind's md breakpoint (48rem), where the navigation bar shows its items instead of a menu. */
export const WIDE_SCREEN = '(min-width: 48rem)'

/**
 * Whether the media query matches, kept up to date as the window changes. Where matchMedia is missing
 * (jsdom in unit tests) it reports `fallback`; in a page drawn on the server, with no screen to ask, `drawn` until
 * the browser has taken the drawing over (lib/use-hydrated.ts).
 */
export function useMediaQuery(query: string, fallback = true, drawn = fallback): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {}
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : fallback),
    () => drawn,
  )
}
