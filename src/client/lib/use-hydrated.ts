import { useMemo, useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False while a page is drawn on the server (app/prerender.tsx) and while the browser takes that drawing over
 * (app/main.tsx), true from the render after: what depends on this browser (its storage, its width) waits for
 * it, and the drawing's forms take input only once their code handles it.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )

/**
 * What `read` finds in this browser (its storage), read once: on the first render, or in a drawn page right after
 * the browser has taken the drawing over, undefined until then. The server had nothing of it to draw with.
 */
export function useBrowserStored<T>(read: () => T | undefined): T | undefined {
  const hydrated = useHydrated()
  // `read` is a fresh function each render; what it reads is the same for the component's life.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => (hydrated ? read() : undefined), [hydrated])
}
