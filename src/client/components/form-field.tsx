import type { ReactNode } from 'react'

import { describedBy, FieldError } from '@/components/ui/field-error'
import { Label } from '@/components/ui/label'
import { cn } from '@/lib/cn'

/** What the field's control spreads onto itself: its id and the text that describes it. */
export interface FieldControlProps {
  id: string
  'aria-describedby'?: string
  'aria-invalid'?: true
  'aria-required'?: true
}

interface FormFieldProps {
  id: string
  label: string
  /** Marks the label with an asterisk and the control as required. */
  required?: boolean
  error?: string
  hint?: ReactNode
  /** The hint's id when another one is already known; `${id}-hint` otherwise. */
  hintId?: string
  /** Ids of further text that describes the control, such as a note shown elsewhere. */
  describedById?: string
  /** A short text beside the label that also describes the control (a price), with its id. */
  aside?: { id: string; text: ReactNode }
  className?: string
  /** The control, given the props that link it to its label, hint and message. */
  children: (control: FieldControlProps) => ReactNode
}

/** A label, its control, an optional hint and the field's message, linked for screen readers. */
export function FormField({
  id,
  label,
  required,
  error,
  hint,
  hintId = `${id}-hint`,
  describedById,
  aside,
  className,
  children,
}: FormFieldProps) {
  const errorId = `${id}-error`
  const fieldLabel = (
    <Label htmlFor={id}>
      {label}
      {required && (
        <span aria-hidden="true" className="ml-0.5 text-destructive">
          *
        </span>
      )}
    </Label>
  )
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      {aside ? (
        <div className="flex items-baseline justify-between gap-3">
          {fieldLabel}
          <span id={aside.id} className="text-sm text-muted-foreground tabular-nums">
            {aside.text}
          </span>
        </div>
      ) : (
        fieldLabel
      )}
      {children({
        id,
        'aria-describedby': describedBy(
          aside?.id,
          hint ? hintId : undefined,
          error && errorId,
          describedById,
        ),
        'aria-invalid': error ? true : undefined,
        'aria-required': required || undefined,
      })}
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  )
}
