import type { ComponentProps } from 'react'

import { FormField } from '@/components/form-field'
import { NativeSelect } from '@/components/ui/native-select'
import { formatCents } from '@shared/format.ts'

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
  const counts = Array.from({ length: range.max - range.min + 1 }, (_, index) => range.min + index)
  return (
    <FormField
      id={id}
      label={label}
      hint={hint}
      error={error}
      aside={
        priceCents === undefined ? undefined : { id: `${id}-price`, text: `${formatCents(priceCents)} each` }
      }
    >
      {(control) => (
        <NativeSelect {...control} {...props}>
          {counts.map((count) => (
            <option key={count} value={count}>
              {count}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  )
}
