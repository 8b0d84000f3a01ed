import { Hourglass, SearchX } from 'lucide-react'
import { Link, useParams } from 'react-router'

import { IconNotice } from '@/components/icon-notice'
import { PageLoader } from '@/components/page-loader'
import { StarRating } from '@/components/star-rating'
import { Button } from '@/components/ui/button'
import { ApiRequestError } from '@/lib/api-client'
import { useDocumentTitle } from '@/lib/use-document-title'

import { orderPagePath } from '@shared/order-link.ts'
import type { OrderReviewState } from '@shared/review.schema.ts'
import { useOrderReview } from '../api/order-review'
import { ReviewForm } from './review-form'

const BOX = 'mx-auto max-w-xl gap-4 px-4 py-16 sm:py-20'

function BackToOrder({ token }: { token: string }) {
  return (
    <Button asChild variant="outline">
      <Link to={orderPagePath(token)}>See your order</Link>
    </Button>
  )
}

function ThankYou({ state, token }: { state: OrderReviewState; token: string }) {
  const review = state.review!
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4 px-4 py-16 sm:py-20">
      <h1 className="font-display text-3xl font-semibold">Thank you for your review</h1>
      <p className="text-muted-foreground">
        {review.publish
          ? 'We read every review; once we have, yours may appear on our website with your first name and last initial.'
          : 'We read every review. Yours stays with us: you did not ask us to publish it.'}
      </p>
      <div className="flex flex-col gap-2 rounded-xl border bg-card p-5">
        <StarRating rating={review.rating} />
        {review.comment && <p className="break-words whitespace-pre-line">{review.comment}</p>}
      </div>
      <div>
        <BackToOrder token={token} />
      </div>
    </div>
  )
}

/**
 * /orders/{token}/review (issue 43 point 5): the link of the review request. The order's customer rates it once,
 * when it is paid or completed.
 */
export function OrderReviewPage() {
  const token = useParams().token ?? ''
  const state = useOrderReview(token)
  useDocumentTitle('Rate your sharpening')

  if (state.error instanceof ApiRequestError && state.error.status === 404)
    return (
      <IconNotice icon={SearchX} title="Order Not Found" size="page" className={BOX}>
        We could not find this order. The link may be mistyped, or it was replaced by a newer one.
      </IconNotice>
    )
  if (state.error)
    return (
      <div role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
        <p>This page could not be loaded. Please check your connection and try again.</p>
        <Button onClick={() => void state.refetch()}>Try again</Button>
      </div>
    )
  if (!state.data) return <PageLoader />
  if (state.data.review) return <ThankYou state={state.data} token={token} />
  if (!state.data.canReview)
    return (
      <IconNotice
        icon={Hourglass}
        title="Not ready to rate yet"
        size="page"
        className={BOX}
        actions={<BackToOrder token={token} />}
      >
        You can rate this order once it is finished. We will e-mail you when it is.
      </IconNotice>
    )
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6 px-4 py-12 sm:py-16">
      <div className="flex flex-col gap-2">
        <h1 className="font-display text-3xl font-semibold">Rate your sharpening</h1>
        <p className="text-muted-foreground">
          How did we do with order {state.data.orderNumber}? Your review helps your neighbors choose.
        </p>
      </div>
      <ReviewForm token={token} />
    </div>
  )
}
