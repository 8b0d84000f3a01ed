import type { ComponentProps } from 'react'
import { useFormContext } from 'react-hook-form'

import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { cn } from '@/lib/cn'

import type { ContactFieldName, ContactFormValues } from '../booking-form-schemas'
import { describedBy, FieldError } from '@/components/ui/field-error'

interface TextFieldProps extends Omit<ComponentProps<'input'>, 'name' | 'id'> {
  name: ContactFieldName
  label: string
  /** Ids of further text that describes the field, such as a note under it. */
  describedById?: string
}

/** A labelled contact field bound to the booking form, with its message. */
export function TextField({ name, label, required, className, describedById, ...props }: TextFieldProps) {
  const {
    register,
    formState: { errors },
  } = useFormContext<ContactFormValues>()
  const error = errors[name]?.message
  const errorId = `${name}-error`
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <Label htmlFor={name}>
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-destructive">
            *
          </span>
        )}
      </Label>
      <Input
        id={name}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && errorId, describedById)}
        {...props}
        {...register(name)}
      />
      <FieldError id={errorId} message={error} />
    </div>
  )
}
