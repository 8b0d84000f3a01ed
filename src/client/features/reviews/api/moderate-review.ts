import { useMutation, useQueryClient } from '@tanstack/react-query'

import { api, serverMessageOf } from '@/lib/api-client'
import { toast } from '@/lib/toast'

import type { AdminReview } from '@shared/review.schema.ts'
import { reviewsQueryKey } from './get-reviews'

export type ModerationAction = 'approve' | 'hide'

export const moderateReview = ({ id, action }: { id: number; action: ModerationAction }) =>
  api.post<AdminReview>(`/api/reviews/${id}/${action}`)

const DONE: Record<ModerationAction, string> = {
  approve: 'Review approved',
  hide: 'Review hidden',
}

/** Approve or Hide: the review moves to that list; the toast says so. */
export function useModerateReview() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: moderateReview,
    onSuccess: (_review, { action }) => toast({ title: DONE[action] }),
    onError: (error) =>
      toast({
        title: 'Error',
        description: serverMessageOf(error) ?? 'Could not update the review. Please try again.',
        variant: 'destructive',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewsQueryKey }),
  })
}
