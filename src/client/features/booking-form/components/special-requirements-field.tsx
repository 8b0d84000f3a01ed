import { NotebookPen } from 'lucide-react'
import { useId } from 'react'
import { useFormContext } from 'react-hook-form'

import { Textarea } from '@/components/ui/textarea'

import { describedBy, FieldError } from '@/components/ui/field-error'
import { FormSection } from '@/components/form-section'

interface SpecialRequirementsFieldProps {
  headingLevel: 'h2' | 'h3' | 'h4'
  maxLength: number
}

/** Free text for anything the knives or the pickup need; the section's heading labels the box. */
export function SpecialRequirementsField({ headingLevel, maxLength }: SpecialRequirementsFieldProps) {
  const {
    register,
    formState: { errors },
  } = useFormContext<{ specialRequirements: string }>()
  const titleId = useId()
  const hintId = useId()
  const errorId = useId()
  const error = errors.specialRequirements?.message
  return (
    <FormSection
      title="Special Requirements"
      description={
        <span id={hintId}>Optional. Anything we should know about your knives or the pickup.</span>
      }
      icon={NotebookPen}
      headingLevel={headingLevel}
      titleId={titleId}
    >
      <Textarea
        aria-labelledby={titleId}
        aria-describedby={describedBy(hintId, error && errorId)}
        aria-invalid={error ? true : undefined}
        maxLength={maxLength}
        rows={4}
        placeholder="For example: a chipped tip, the best time to collect, or a gate code"
        {...register('specialRequirements')}
      />
      <FieldError id={errorId} message={error} />
    </FormSection>
  )
}
