import { useId, useState, type FormEvent } from 'react'

import { FormField } from '@/components/form-field'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { serverMessageOf } from '@/lib/api-client'

import { characterCount } from '@shared/plain-text.ts'
import { REVIEW_COMMENT_MAX, ReviewBody } from '@shared/review.schema.ts'
import { useSubmitReview } from '../api/order-review'
import { StarRatingInput } from './star-rating-input'

type Errors = { rating?: string; comment?: string; form?: string }

/** The review: 1 to 5 stars, an optional comment, and whether we may publish it with a short name. */
export function ReviewForm({ token }: { token: string }) {
  const id = useId()
  const [rating, setRating] = useState<number>()
  const [comment, setComment] = useState('')
  const [publish, setPublish] = useState(false)
  const [errors, setErrors] = useState<Errors>({})
  const submit = useSubmitReview(token)

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = ReviewBody.safeParse({ rating, comment, publish })
    if (!parsed.success) {
      const messageOf = (field: string) =>
        parsed.error.issues.find((issue) => issue.path[0] === field)?.message
      setErrors({ rating: messageOf('rating'), comment: messageOf('comment') })
      return
    }
    setErrors({})
    submit.mutate(parsed.data, {
      onError: (failure) =>
        setErrors({
          form: serverMessageOf(failure) ?? 'Your review could not be sent. Please try again in a moment.',
        }),
    })
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <StarRatingInput
        name={`${id}-rating`}
        value={rating}
        onChange={(chosen) => {
          setRating(chosen)
          setErrors(({ rating: _chosen, ...others }) => others)
        }}
        error={errors.rating}
        errorId={`${id}-rating-error`}
        hintId={`${id}-rating-hint`}
      />
      <FormField
        id={`${id}-comment`}
        label="Comment (optional)"
        hint={`${characterCount(comment).toLocaleString('en-US')} of ${REVIEW_COMMENT_MAX.toLocaleString('en-US')} characters`}
        error={errors.comment}
      >
        {(control) => (
          // No maxLength: a browser counts it in UTF-16 units, two per emoji; the schema counts characters.
          <Textarea
            {...control}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            rows={5}
          />
        )}
      </FormField>
      <div className="flex items-start gap-3">
        <Checkbox
          id={`${id}-publish`}
          checked={publish}
          onChange={(event) => setPublish(event.target.checked)}
          aria-describedby={`${id}-publish-hint`}
          className="mt-0.5"
        />
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-publish`}>You may publish my review on your website</Label>
          <p id={`${id}-publish-hint`} className="text-xs text-muted-foreground">
            With my first name and the initial of my last name only (like “Mary J.”), once you have read it.
          </p>
        </div>
      </div>
      {errors.form && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errors.form}
        </p>
      )}
      <Button type="submit" size="lg" className="self-start" disabled={submit.isPending}>
        {submit.isPending ? 'Sending…' : 'Send my review'}
      </Button>
    </form>
  )
}
