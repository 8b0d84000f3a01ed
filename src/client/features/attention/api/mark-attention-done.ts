import { useMutation, useQueryClient } from '@tanstack/react-query'

import { api, serverMessageOf } from '@/lib/api-client'
import { toast } from '@/lib/toast'

import type { AttentionItem } from '@shared/attention.schema.ts'
import { attentionQueryKey } from './get-attention'

export const markAttentionDone = (id: number): Promise<AttentionItem> =>
  api.post<AttentionItem>(`/api/attention/${id}/done`)

/** "Mark done": the item leaves the open list; the toast comes from the mutation, whatever the list does. */
export function useMarkAttentionDone() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: markAttentionDone,
    onSuccess: () => toast({ title: 'Marked done' }),
    onError: (error) =>
      toast({
        title: 'Error',
        description: serverMessageOf(error) ?? 'Could not mark it done. Please try again.',
        variant: 'destructive',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: attentionQueryKey }),
  })
}
