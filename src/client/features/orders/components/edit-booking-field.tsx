import { useId, type ReactNode } from 'react'
import { useFormContext, type UseFormRegisterReturn } from 'react-hook-form'

import { FormField, type FieldControlProps } from '@/components/form-field'
import { Input } from '@/components/ui/input'

import type { EditBookingValues } from '../lib/edit-booking-form'

interface EditFieldProps {
  name: keyof EditBookingValues
  label: string
  required?: boolean
  /** Counts: the control's text is read as a number. */
  numeric?: boolean
  className?: string
  /** The control, given its id, its description and its binding to the edit form. */
  children: (control: FieldControlProps & UseFormRegisterReturn) => ReactNode
}

/** One field of the edit dialog's form, with its label and message. */
export function EditField({ name, label, required, numeric, className, children }: EditFieldProps) {
  const id = `${useId()}-${name}`
  const {
    register,
    formState: { errors },
  } = useFormContext<EditBookingValues>()
  return (
    <FormField id={id} label={label} required={required} error={errors[name]?.message} className={className}>
      {(control) =>
        children({ ...control, ...register(name, numeric ? { valueAsNumber: true } : undefined) })
      }
    </FormField>
  )
}

interface EditTextFieldProps extends Omit<EditFieldProps, 'children' | 'numeric'> {
  type?: 'text' | 'email' | 'tel'
  maxLength: number
}

/** A line of text in the edit dialog's form. */
export function EditTextField({ type = 'text', maxLength, ...field }: EditTextFieldProps) {
  return (
    <EditField {...field}>
      {(control) => <Input type={type} autoComplete="off" maxLength={maxLength} {...control} />}
    </EditField>
  )
}
