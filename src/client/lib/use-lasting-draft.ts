import { useState } from 'react'

/** Drafts by name, for as long as the page is open: a section unmounted and shown again finds its own. */
const drafts = new Map<string, unknown>()

/**
 * A form's unsaved copy that outlives its screen: switching to another admin section and back keeps what the owner
 * typed (undefined: nothing changed). Set undefined once saved.
 */
export function useLastingDraft<T>(name: string): [T | undefined, (draft: T | undefined) => void] {
  const [draft, setDraft] = useState<T | undefined>(() => drafts.get(name) as T | undefined)
  const keep = (next: T | undefined) => {
    if (next === undefined) drafts.delete(name)
    else drafts.set(name, next)
    setDraft(next)
  }
  return [draft, keep]
}

/** Forgets every draft: on signing out, and between tests. */
export function forgetLastingDrafts() {
  drafts.clear()
}
