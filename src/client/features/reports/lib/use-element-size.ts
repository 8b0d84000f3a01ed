import { useCallback, useState } from 'react'

export interface ElementSize {
  width: number
  height: number
}

/**
 * The size of the element the returned ref is put on, in whole pixels, kept up to date as it changes; undefined
 * until it is first measured (and where the browser cannot observe sizes).
 */
export function useElementSize(): [
  ref: (element: HTMLElement | null) => (() => void) | undefined,
  ElementSize | undefined,
] {
  const [size, setSize] = useState<ElementSize>()
  const ref = useCallback((element: HTMLElement | null) => {
    if (!element || typeof ResizeObserver === 'undefined') return undefined
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return
      const width = Math.floor(entry.contentRect.width)
      const height = Math.floor(entry.contentRect.height)
      setSize((last) => (last?.width === width && last.height === height ? last : { width, height }))
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return [ref, size]
}
