/** A press of the pointer: where it began, and a way to act once it is over. */
export interface Press {
  target: EventTarget | null
  /**
   * Runs `then` once the press has ended, after the click it makes (the browser dispatches the click in the same
   * task as the release, or, for a tap, as the focus change). Answers a cancel.
   */
  afterRelease: (then: () => void) => () => void
}

/** Watches the presses of the pointer from now on: `latest()` is the last one begun since; `stop()` ends the watch. */
export function watchPresses(): { latest: () => Press | undefined; stop: () => void } {
  let latest: Press | undefined
  const begin = (event: PointerEvent) => {
    latest = startPress(event.target)
  }
  document.addEventListener('pointerdown', begin, true)
  return { latest: () => latest, stop: () => document.removeEventListener('pointerdown', begin, true) }
}

function startPress(target: EventTarget | null): Press {
  let held = true
  const waiting = new Set<() => void>()
  // A release outside the window may never reach the page: the next press ends this one too.
  const ends = ['pointerup', 'pointercancel', 'pointerdown'] as const
  const release = () => {
    held = false
    for (const end of ends) document.removeEventListener(end, release, true)
    for (const then of waiting) then()
    waiting.clear()
  }
  for (const end of ends) document.addEventListener(end, release, true)
  return {
    target,
    afterRelease: (then) => {
      let timer: ReturnType<typeof setTimeout> | undefined
      const afterClick = () => {
        timer = setTimeout(then, 0)
      }
      if (held) waiting.add(afterClick)
      else afterClick()
      return () => {
        waiting.delete(afterClick)
        clearTimeout(timer)
      }
    },
  }
}
