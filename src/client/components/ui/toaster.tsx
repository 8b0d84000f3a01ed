import { useEffect, type CSSProperties } from 'react'
import { Toaster as Sonner } from 'sonner'

import { toasterListening } from '@/lib/toaster-state'

const themeColors = {
  '--normal-bg': 'var(--color-card)',
  '--normal-text': 'var(--color-card-foreground)',
  '--normal-border': 'var(--color-border)',
  '--error-bg': 'var(--color-destructive)',
  '--error-text': 'var(--color-destructive-foreground)',
  '--error-border': 'var(--color-destructive)',
} as CSSProperties

/** Where toasts appear: one at a time, each for 5 seconds unless closed (spec section 9). */
export function Toaster() {
  // Sonner subscribes in its own effect, which React runs before this one (children first).
  useEffect(toasterListening, [])
  return (
    <Sonner
      visibleToasts={1}
      duration={5000}
      closeButton
      richColors
      position="bottom-right"
      style={themeColors}
    />
  )
}
