import { useSyncExternalStore } from 'react'

// Whether the admin's session ended under them (an admin call answered 401 while they were signed in), as
// opposed to never having signed in: the sign-in prompt then says so (lib/query-client sets it).
let ended = false
const listeners = new Set<() => void>()

function setEnded(value: boolean) {
  if (ended === value) return
  ended = value
  for (const listener of listeners) listener()
}

export const markSessionEnded = () => setEnded(true)
export const clearSessionEnded = () => setEnded(false)

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useSessionEnded(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => ended,
    () => false,
  )
}

/** The message the sign-in prompt shows after a session ended mid-work. */
export const SESSION_ENDED = 'Your session has ended. Sign in again.'
