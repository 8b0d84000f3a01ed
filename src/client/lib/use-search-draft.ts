import { useEffect, useState } from 'react'

/** Typing pauses this long before a list asks the server again. */
export const SEARCH_DEBOUNCE_MS = 300

/**
 * A search box's text, handed to `onSearch` once typing pauses. When the applied search changes under the box
 * (the back button, a link, a reset), the box shows it.
 */
export function useSearchDraft(search: string, onSearch: (search: string) => void) {
  const [draft, setDraft] = useState(search)
  const [typedFor, setTypedFor] = useState(search)

  if (search !== typedFor) {
    setTypedFor(search)
    setDraft(search)
  }

  useEffect(() => {
    if (draft === search) return
    const timer = setTimeout(() => {
      setTypedFor(draft)
      onSearch(draft)
    }, SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [draft, search, onSearch])

  return [draft, setDraft] as const
}
