import { useCallback, useEffect, useRef, useState } from 'react'

import { watchPresses } from './pointer-presses'

/** Typing pauses this long before a list asks the server again. */
export const SEARCH_DEBOUNCE_MS = 300

/**
 * A search box's text, handed to `onSearch` once typing pauses, or at once by `apply` (Enter pressed) or `leave`
 * (the box is left). When the applied search changes under the box (the back button, a link, a reset), the box
 * shows it.
 *
 * Leaving the box applies it at once because whatever the owner does next (opening a row, following a link to
 * another section) must come after the search: a pause running out later would write this list's address over
 * the next section's while the old section is still on screen. But a press on the list the search changes, the
 * element `resultsId` names (a row's button, seen before the search ran), keeps the search until that press and
 * its click are over: its answer, landing between press and release, would move the row from under the pointer,
 * and the click would be lost (a press lasts a tenth of a second; a local answer, less).
 */
export function useSearchDraft(search: string, onSearch: (search: string) => void, resultsId: string) {
  const [draft, setDraft] = useState(search)
  const [typedFor, setTypedFor] = useState(search)
  const pause = useRef<ReturnType<typeof setTimeout>>(undefined)
  const presses = useRef<ReturnType<typeof watchPresses>>(undefined)
  const cancelHeld = useRef<() => void>(undefined)

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

  const focus = useCallback(() => {
    presses.current?.stop()
    presses.current = watchPresses()
  }, [])

  const leave = useCallback(() => {
    const press = presses.current?.latest()
    presses.current?.stop()
    presses.current = undefined
    const results = document.getElementById(resultsId)
    if (!press || !(press.target instanceof Node) || !results?.contains(press.target)) return apply()
    clearTimeout(pause.current)
    cancelHeld.current?.()
    cancelHeld.current = press.afterRelease(apply)
  }, [apply, resultsId])

  // Gone (the owner left the section): a search held for a press stays unwritten.
  useEffect(
    () => () => {
      presses.current?.stop()
      cancelHeld.current?.()
    },
    [],
  )

  return { draft, setDraft, apply, focus, leave }
}
