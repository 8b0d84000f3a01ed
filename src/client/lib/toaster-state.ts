import { useSyncExternalStore } from 'react'

// Whether the toaster is mounted, apart from toast() (toast.ts), which the screens load with their code. It is
// mounted at the visitor's first action on a screen that can toast (toaster-on-first-action.ts), or by the first
// toast, so neither it nor the toast library is part of a page's own download (docs/decisions.md "Budgets").
let toasterWanted = false
const toasterWantedListeners = new Set<() => void>()
let markToasterReady: () => void = () => {}
export const toasterReady = new Promise<void>((resolve) => {
  markToasterReady = resolve
})

/** Mounts the toaster ahead of the first toast (toast.ts, toaster-on-first-action.ts). */
export function prepareToaster(): void {
  if (toasterWanted) return
  toasterWanted = true
  toasterWantedListeners.forEach((listener) => listener())
}

/** Whether the toaster is wanted yet, so the app mounts it (providers.tsx). */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      toasterWantedListeners.add(listener)
      return () => toasterWantedListeners.delete(listener)
    },
    () => toasterWanted,
    () => false,
  )
}

/** Called by the toaster once it listens, which releases the toasts asked for before it was there. */
export function toasterListening(): void {
  markToasterReady()
}
