import type { ReactNode } from 'react'

/** The buttons under a step: side by side on wide screens, the main action on top on a phone. */
export function FormActions({ children }: { children: ReactNode }) {
  return <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">{children}</div>
}
