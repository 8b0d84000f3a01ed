import { prepareToaster, toasterReady } from './toaster-state'

export interface ToastMessage {
  title: string
  description?: string
  variant?: 'default' | 'destructive'
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
