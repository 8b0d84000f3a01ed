import { useEffect, useState } from 'react'

/** The current time, moved on every `everyMs` so a clock or a "5 minutes ago" stays true on a page left open. */
export function useNow(everyMs: number): Date {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs)
    return () => clearInterval(timer)
  }, [everyMs])
  return now
}
