export interface ToastMessage {
  title: string
  description?: string
  variant?: 'default' | 'destructive'
}

/**
 * Shows one toast, replacing any toast already on screen (the spec shows one at a time). Screens pass the
 * spec's titles and descriptions word for word. The toast library loads on first use, which keeps it out of
 * the landing page's first download (DESIGN.md section 5).
 */
export function toast({ title, description, variant = 'default' }: ToastMessage): void {
  void import('sonner').then(({ toast: sonnerToast }) => {
    sonnerToast.dismiss()
    if (variant === 'destructive') sonnerToast.error(title, { description })
    else sonnerToast(title, { description })
  })
}
