import { Check, EyeOff } from 'lucide-react'

import { StarRating } from '@/components/star-rating'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { formatDay } from '@/lib/format-date'

import { formatBookingId } from '@shared/format.ts'
import type { AdminReview } from '@shared/review.schema.ts'
import type { ModerationAction } from '../api/moderate-review'

interface ReviewItemProps {
  review: AdminReview
  timeZone: string | undefined
  onModerate: (action: ModerationAction) => void
  /** This review's moderation is on its way. */
  moderating: boolean
}

/** One review for the owner: stars, comment, who and which order, whether it may be published, and the actions. */
export function ReviewItem({ review, timeZone, onModerate, moderating }: ReviewItemProps) {
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex min-w-0 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <StarRating rating={review.rating} />
          {review.publish ? (
            <Badge variant="secondary">May publish as {review.publicName}</Badge>
          ) : (
            <Badge variant="outline">Not for publishing</Badge>
          )}
        </div>
        {review.comment ? (
          <p className="break-words whitespace-pre-line">{review.comment}</p>
        ) : (
          <p className="text-sm text-muted-foreground italic">No comment</p>
        )}
        <p className="text-sm text-muted-foreground">
          {review.customerName} · {formatBookingId(review.bookingId)} ·{' '}
          <time dateTime={review.at}>{formatDay(review.at, timeZone)}</time>
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        {review.status !== 'approved' && (
          <Button size="sm" disabled={moderating} onClick={() => onModerate('approve')}>
            <Check aria-hidden="true" />
            Approve<span className="sr-only"> the review by {review.customerName}</span>
          </Button>
        )}
        {review.status !== 'hidden' && (
          <Button size="sm" variant="outline" disabled={moderating} onClick={() => onModerate('hide')}>
            <EyeOff aria-hidden="true" />
            Hide<span className="sr-only"> the review by {review.customerName}</span>
          </Button>
        )}
      </div>
    </li>
  )
}
