import { useId } from 'react'
import { useFormContext } from 'react-hook-form'

import { Checkbox } from '@/components/ui/checkbox'
import { Label } from '@/components/ui/label'

import type { ContactFormValues } from '../booking-form-schemas'

/** Issue 43: the customer's consent to one e-mail when their knives are due again; never ticked for them. */
export function RebookReminderField() {
  const id = useId()
  const { register } = useFormContext<ContactFormValues>()
  return (
    <div className="flex items-start gap-3">
      <Checkbox id={id} aria-describedby={`${id}-hint`} className="mt-0.5" {...register('rebookReminder')} />
      <div className="flex flex-col gap-1">
        <Label htmlFor={id}>E-mail me when my knives are due for sharpening again</Label>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          One short e-mail a few months after this order. Every one has a link to stop them.
        </p>
      </div>
    </div>
  )
}
