import type { ComponentProps } from 'react'
import { useFormContext } from 'react-hook-form'

import { FormField } from '@/components/form-field'
import { Input } from '@/components/ui/input'

import type { ContactFieldName } from '@shared/booking-fields.ts'
import type { ContactFormValues } from '../booking-form-schemas'

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
  return (
    <FormField
      id={name}
      label={label}
      required={required}
      error={errors[name]?.message}
      describedById={describedById}
      className={className}
    >
      {(control) => <Input {...props} {...control} {...register(name)} />}
    </FormField>
  )
}
