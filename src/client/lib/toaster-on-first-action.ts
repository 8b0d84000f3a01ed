import { prepareToaster } from './toaster-state'

const FIRST_ACTIONS = ['pointerdown', 'keydown'] as const
let waiting = false

/**
 * Mounts the toaster at the visitor's first press of a key or a pointer: a toast follows an action, so the toast
 * library is no part of a page's own download (docs/decisions.md "Budgets"), yet it is there before the server
 * answers the action. A toast asked for sooner mounts it itself (lib/toast.ts).
 */
export function prepareToasterOnFirstAction(): void {
  if (waiting || typeof window === 'undefined') return
  waiting = true
  const prepare = () => {
    FIRST_ACTIONS.forEach((type) => window.removeEventListener(type, prepare, true))
    prepareToaster()
  }
  FIRST_ACTIONS.forEach((type) => window.addEventListener(type, prepare, { capture: true, passive: true }))
}
