import { StarRating } from '@/components/star-rating'
import { useBusiness } from '@/lib/business'
import { formatLongDate } from '@/lib/format-date'
import { siteOrigin } from '@/lib/site-origin'

import type { PublicReview, PublicReviews } from '@shared/review.schema.ts'
import { localBusinessJsonLd } from '../lib/local-business-json-ld'
import { SectionHeading } from './section-heading'

function ReviewCard({ review, timeZone }: { review: PublicReview; timeZone: string | undefined }) {
  return (
    <li className="flex w-full flex-col gap-3 rounded-xl border bg-card p-5 shadow-sm sm:w-80">
      <StarRating rating={review.rating} />
      {review.comment && (
        <blockquote className="text-pretty break-words whitespace-pre-line">{review.comment}</blockquote>
      )}
      <p className="mt-auto text-sm text-muted-foreground">
        <span className="font-semibold text-foreground">{review.name}</span>
        {' · '}
        <time dateTime={review.at}>{formatLongDate(review.at, timeZone)}</time>
      </p>
    </li>
  )
}

/** The reviews section's content, in a chunk of its own: loaded only when there is an approved review to show. */
export function ReviewsShowcase({ data }: { data: PublicReviews }) {
  const { data: business } = useBusiness()
  const { average, count } = data
  if (average === null) return null
  return (
    <section aria-labelledby="reviews-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-20">
      <SectionHeading id="reviews-title" eyebrow="Reviews" title="What our neighbors say" />
      <p className="mt-4 flex flex-wrap items-center justify-center gap-2 text-lg">
        <StarRating rating={average} className="[&_svg]:size-5" />
        <span>
          <span className="font-semibold">{average.toFixed(1)} out of 5</span>
          <span className="text-muted-foreground">
            {' '}
            from {count.toLocaleString('en-US')} {count === 1 ? 'review' : 'reviews'}
          </span>
        </span>
      </p>
      <ul className="mt-10 flex flex-wrap justify-center gap-5">
        {data.reviews.map((review) => (
          <ReviewCard key={`${review.at}-${review.name}`} review={review} timeZone={business?.timezone} />
        ))}
      </ul>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: localBusinessJsonLd(business, data, siteOrigin()) }}
      />
    </section>
  )
}
