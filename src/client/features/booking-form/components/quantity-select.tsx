import type { ComponentProps } from 'react'

import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'

import { formatCents } from '@shared/format.ts'
import { describedBy, FieldError } from '@/components/ui/field-error'

interface QuantitySelectProps extends Omit<ComponentProps<'select'>, 'id' | 'children'> {
  id: string
  label: string
  /** The price of one, shown beside the label. */
  priceCents?: number
  hint?: string
  /** The counts offered, from min to max. */
  range: { min: number; max: number }
  error?: string
}

/** A labelled count picker with its price, a hint and its message. */
export function QuantitySelect({ id, label, priceCents, hint, range, error, ...props }: QuantitySelectProps) {
  const priceId = `${id}-price`
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between gap-3">
        <Label htmlFor={id}>{label}</Label>
        {priceCents !== undefined && (
          <span id={priceId} className="text-sm text-muted-foreground tabular-nums">
            {formatCents(priceCents)} each
          </span>
        )}
      </div>
      <NativeSelect
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(priceCents !== undefined && priceId, hint && hintId, error && errorId)}
        {...props}
      >
        {Array.from({ length: range.max - range.min + 1 }, (_, index) => range.min + index).map((count) => (
          <option key={count} value={count}>
            {count}
          </option>
        ))}
      </NativeSelect>
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  )
}
