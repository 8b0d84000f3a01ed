import { useEffect } from 'react'
import type { FieldValues, UseFormWatch } from 'react-hook-form'
import type { z } from 'zod'

import { useBrowserStored } from '@/lib/use-hydrated'

const storageKey = (key: string) => `booking-form:${key}`

/**
 * A step's answers as they were last typed in this browser tab (see useKeepInSession), read back through a
 * lenient schema: whatever does not read falls back to the field's empty value, or to nothing at all. A drawn form
 * gets them once the browser has taken it over (useBookingStepForms).
 */
export function useSessionFormValues<Values>(key: string, schema: z.ZodType<Values>): Values | undefined {
  return useBrowserStored(() => {
    try {
      const raw = sessionStorage.getItem(storageKey(key))
      if (raw === null) return undefined
      const parsed = schema.safeParse(JSON.parse(raw))
      return parsed.success ? parsed.data : undefined
    } catch {
      return undefined
    }
  })
}

/**
 * Keeps a step's answers in this tab's session storage as they are typed, so that a reload, or the browser's
 * Back and Forward into the form, find it as it was.
 */
export function useKeepInSession<Values extends FieldValues>(key: string, watch: UseFormWatch<Values>) {
  useEffect(() => {
    const subscription = watch((values) => {
      try {
        sessionStorage.setItem(storageKey(key), JSON.stringify(values))
      } catch {
        // Storage refused (full or disabled): the form still works, it just will not survive a reload.
      }
    })
    return () => subscription.unsubscribe()
  }, [key, watch])
}

/** Forgets the answers kept for these steps, once the booking is made or the customer starts over. */
export function clearSessionFormValues(...keys: string[]): void {
  try {
    for (const key of keys) sessionStorage.removeItem(storageKey(key))
  } catch {
    // Nothing stored that could be removed.
  }
}
