import { Star } from 'lucide-react'

import { describedBy, FieldError } from '@/components/ui/field-error'
import { cn } from '@/lib/cn'

const STARS = [1, 2, 3, 4, 5] as const
const starName = (star: number) => `${star} star${star === 1 ? '' : 's'}`

interface StarRatingInputProps {
  name: string
  value: number | undefined
  onChange: (rating: number) => void
  /** The message under the stars, linked to the group. */
  error?: string
  errorId: string
  hintId: string
}

/**
 * 1 to 5 stars as a group of real radio buttons: Tab reaches the group, the arrow keys choose, and a screen reader
 * says "3 stars, radio button, 3 of 5". The stars up to the chosen one fill.
 */
export function StarRatingInput({ name, value, onChange, error, errorId, hintId }: StarRatingInputProps) {
  return (
    <fieldset
      role="radiogroup"
      aria-describedby={describedBy(hintId, error && errorId)}
      aria-invalid={error ? true : undefined}
      aria-required
    >
      <legend className="mb-2 text-sm font-medium">
        Your rating
        <span aria-hidden="true" className="ml-0.5 text-destructive">
          *
        </span>
      </legend>
      <div className="flex gap-1">
        {STARS.map((star) => (
          <label key={star} className="relative cursor-pointer rounded-md p-1">
            <input
              type="radio"
              name={name}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              aria-label={starName(star)}
              className="peer absolute inset-0 size-full cursor-pointer opacity-0"
            />
            <Star
              aria-hidden="true"
              className={cn(
                'size-9 rounded-md peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
                value !== undefined && star <= value ? 'fill-copper text-copper' : 'text-muted-foreground',
              )}
            />
          </label>
        ))}
      </div>
      <p id={hintId} className="mt-1 text-sm text-muted-foreground" aria-live="polite">
        {value === undefined ? 'Choose from 1 to 5 stars.' : `${starName(value)} out of 5.`}
      </p>
      <FieldError id={errorId} message={error} />
    </fieldset>
  )
}
