import { useEffect, useRef } from 'react'

/**
 * On every step change (not on the first render), brings the form's top back into view if it scrolled away and moves focus to the new
 * step's heading, so keyboard and screen-reader users continue where the new content starts.
 */
export function useStepFocus(step: string) {
  const topRef = useRef<HTMLDivElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const shownStep = useRef(step)

  useEffect(() => {
    if (shownStep.current === step) return
    shownStep.current = step
    headingRef.current?.focus({ preventScroll: true })
    const top = topRef.current
    // Only when the steps have scrolled out of sight (jsdom, in unit tests, has no scrollIntoView).
    if (top && top.getBoundingClientRect().top < 0) top.scrollIntoView?.({ block: 'start' })
  }, [step])

  return { topRef, headingRef }
}
