import { MessageSquareText } from 'lucide-react'
import { useState } from 'react'

import { CardListSkeleton } from '@/components/card-list-skeleton'
import { ListPagination } from '@/components/list-pagination'
import { ListEmpty, ListError } from '@/components/list-states'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { useBusiness } from '@/lib/business'

import { REVIEW_PAGE_SIZE, REVIEW_STATUSES, type ReviewStatus } from '@shared/review.schema.ts'
import { useReviews } from '../api/get-reviews'
import { useModerateReview } from '../api/moderate-review'
import { ReviewItem } from './review-item'

const LABELS: Record<ReviewStatus, string> = { pending: 'Waiting', approved: 'Approved', hidden: 'Hidden' }
const EMPTY: Record<ReviewStatus, string> = {
  pending: 'No reviews are waiting for you.',
  approved: 'No approved reviews yet.',
  hidden: 'No hidden reviews.',
}

/**
 * Reviews (issue 43 point 5): the owner reads what customers wrote and approves or hides it. Approved reviews whose
 * customer agreed to publish show on the landing page; the others stay here.
 */
export function ReviewsPanel() {
  const [status, setStatus] = useState<ReviewStatus>('pending')
  const [page, setPage] = useState(1)
  const reviews = useReviews({ status, page, limit: REVIEW_PAGE_SIZE })
  const moderate = useModerateReview()
  const { data: business } = useBusiness()

  // Moderating the last review of the last page leaves that page empty: show the one before.
  if (reviews.data && !reviews.isPlaceholderData && reviews.data.reviews.length === 0 && page > 1)
    setPage(page - 1)

  return (
    <Card>
      <CardHeader className="p-4 sm:p-6">
        <CardTitle as="h2">Customer reviews</CardTitle>
        <CardDescription>
          Approve a review to show it on your home page (only when its customer agreed), or hide it.
        </CardDescription>
      </CardHeader>
      <CardContent className="p-4 pt-0 sm:p-6 sm:pt-0">
        <Tabs
          value={status}
          onValueChange={(value) => {
            setStatus(value as ReviewStatus)
            setPage(1)
          }}
        >
          <TabsList aria-label="Show reviews" className="h-auto max-w-full flex-wrap">
            {REVIEW_STATUSES.map((value) => (
              <TabsTrigger key={value} value={value}>
                {LABELS[value]}
              </TabsTrigger>
            ))}
          </TabsList>
          {REVIEW_STATUSES.map((value) => (
            <TabsContent key={value} value={value} aria-busy={reviews.isFetching}>
              {reviews.isPending || reviews.isPlaceholderData ? (
                <CardListSkeleton label="Loading reviews…" lineWidths={['w-1/4', 'w-3/4']} cards={3} />
              ) : reviews.isError ? (
                <ListError
                  message="Failed to load reviews"
                  onRetry={() => void reviews.refetch()}
                  retrying={reviews.isFetching}
                />
              ) : reviews.data.reviews.length === 0 ? (
                <ListEmpty icon={MessageSquareText} title="No reviews here">
                  {EMPTY[value]}
                </ListEmpty>
              ) : (
                <div className="flex flex-col gap-4">
                  <ul className="flex flex-col divide-y rounded-lg border">
                    {reviews.data.reviews.map((review) => (
                      <ReviewItem
                        key={review.id}
                        review={review}
                        timeZone={business?.timezone}
                        moderating={moderate.isPending && moderate.variables?.id === review.id}
                        onModerate={(action) => moderate.mutate({ id: review.id, action })}
                      />
                    ))}
                  </ul>
                  {reviews.data.total > REVIEW_PAGE_SIZE && (
                    <ListPagination
                      page={page}
                      pageSize={REVIEW_PAGE_SIZE}
                      total={reviews.data.total}
                      onPage={reviews.data.reviews.length}
                      onPageChange={setPage}
                      label="Review pages"
                    />
                  )}
                </div>
              )}
            </TabsContent>
          ))}
        </Tabs>
      </CardContent>
    </Card>
  )
}
