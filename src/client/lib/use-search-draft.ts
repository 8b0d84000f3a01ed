import { useCallback, useEffect, useRef, useState } from 'react'

/** Typing pauses this long before a list asks the server again. */
export const SEARCH_DEBOUNCE_MS = 300

/**
 * A search box's text, handed to `onSearch` once typing pauses, or at once by `apply` (the box is left or Enter
 * pressed). When the applied search changes under the box (the back button, a link, a reset), the box shows it.
 *
 * Leaving the box applies it at once because whatever the owner does next (opening a row, following a link to
 * another section) must come after the search: a pause running out later would write this list's address over
 * the next section's while the old section is still on screen.
 */
export function useSearchDraft(search: string, onSearch: (search: string) => void) {
  const [draft, setDraft] = useState(search)
  const [typedFor, setTypedFor] = useState(search)
  const pause = useRef<ReturnType<typeof setTimeout>>(undefined)

  if (search !== typedFor) {
    setTypedFor(search)
    setDraft(search)
  }

  const apply = useCallback(() => {
    clearTimeout(pause.current)
    if (draft === typedFor) return
    setTypedFor(draft)
    onSearch(draft)
  }, [draft, typedFor, onSearch])

  useEffect(() => {
    if (draft === search) return
    pause.current = setTimeout(apply, SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(pause.current)
  }, [draft, search, apply])

  return [draft, setDraft, apply] as const
}
