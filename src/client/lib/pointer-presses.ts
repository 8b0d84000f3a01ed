/** A press of the pointer: where it began, and a way to act once it is over. */
export interface Press {
  target: EventTarget | null
  /**
   * Runs `then` once the press has ended, after the click it makes (the browser dispatches the click in the same
   * task as the release, or, for a tap, as the focus change). Answers a cancel.
   */
  afterRelease: (then: () => void) => () => void
}

let tracking = false
/** The press going on: from its pointerdown until its click is over. */
let going: Press | undefined
const onBegin = new Set<(press: Press) => void>()
const onChange = new Set<() => void>()

/** One listener on the document for the page's life, from the first time a screen asks about presses. */
function track(): void {
  if (tracking) return
  tracking = true
  const begin = (event: PointerEvent) => {
    const press = startPress(event.target)
    going = press
    for (const listener of onChange) listener()
    for (const listener of onBegin) listener(press)
    press.afterRelease(() => {
      if (going !== press) return
      going = undefined
      for (const listener of onChange) listener()
    })
  }
  document.addEventListener('pointerdown', begin, true)
}

/** Watches the presses of the pointer from now on: `latest()` is the last one begun since; `stop()` ends the watch. */
export function watchPresses(): { latest: () => Press | undefined; stop: () => void } {
  track()
  let latest: Press | undefined
  const record = (press: Press) => {
    latest = press
  }
  onBegin.add(record)
  return { latest: () => latest, stop: () => onBegin.delete(record) }
}

/** The press going on now, from its pointerdown until its click is over; `undefined` between presses. */
export function pressGoingOn(): Press | undefined {
  track()
  return going
}

/** Calls `listener` when a press begins and when one is over (for `useSyncExternalStore`); answers an unsubscribe. */
export function subscribeToPresses(listener: () => void): () => void {
  track()
  onChange.add(listener)
  return () => onChange.delete(listener)
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
