import { useSyncExternalStore } from 'react'

export interface ToastMessage {
  title: string
  description?: string
  variant?: 'default' | 'destructive'
}

// The toaster is mounted by the first screen that can toast, or by the first toast, so neither it nor the toast
// library is part of the landing page's first download (docs/decisions.md "Budgets").
let toasterWanted = false
const toasterWantedListeners = new Set<() => void>()
let markToasterReady: () => void = () => {}
const toasterReady = new Promise<void>((resolve) => {
  markToasterReady = resolve
})

/** Mounts the toaster ahead of the first toast; the screens that change data ask as they load. */
export function prepareToaster(): void {
  if (toasterWanted) return
  toasterWanted = true
  toasterWantedListeners.forEach((listener) => listener())
}

/**
 * Shows one toast, replacing any toast already on screen (the spec shows one at a time). Screens pass the
 * spec's titles and descriptions word for word. A toast asked for before the toaster listens waits for it.
 */
export function toast({ title, description, variant = 'default' }: ToastMessage): void {
  prepareToaster()
  void Promise.all([import('sonner'), toasterReady]).then(([{ toast: sonnerToast }]) => {
    sonnerToast.dismiss()
    if (variant === 'destructive') sonnerToast.error(title, { description })
    else sonnerToast(title, { description })
  })
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
