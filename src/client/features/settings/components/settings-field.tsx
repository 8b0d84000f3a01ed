import type { ReactNode } from 'react'

import { describedBy } from '@/components/ui/field-error'
import { Label } from '@/components/ui/label'
import { cn } from '@/lib/cn'

interface SettingsFieldProps {
  id: string
  label: string
  error?: string
  hint?: string
  className?: string
  /** The control, given the ids that describe it and whether it is invalid. */
  children: (props: { 'aria-describedby'?: string; 'aria-invalid'?: boolean }) => ReactNode
}

/** A label, its control, an optional hint and the field's message, linked for screen readers. */
export function SettingsField({ id, label, error, hint, className, children }: SettingsFieldProps) {
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({
        'aria-describedby': describedBy(hint && hintId, error && errorId),
        'aria-invalid': error ? true : undefined,
      })}
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  )
}
