import { useMutation, useQueryClient } from '@tanstack/react-query'

import { api } from '@/lib/api-client'

import { emailsQueryKey } from './get-emails'

export const deleteEmail = (id: number): Promise<void> => api.delete<void>(`/api/emails/${id}`)

/** Deletes permanently; there is no bin to restore from. */
export function useDeleteEmail() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emailsQueryKey }),
  })
}
