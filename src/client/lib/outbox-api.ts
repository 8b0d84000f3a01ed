import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import { api, serverMessageOf } from '@/lib/api-client'
import { bookingsQueryKey } from '@/lib/booking-query-keys'
import { toast } from '@/lib/toast'

import type { MailStatus, OutboxList, OutboxMessage } from '@shared/outbox.schema.ts'

/**
 * The mail outbox (GET /api/outbox, POST /api/outbox/{id}/retry), shared by the Outgoing view in Communications
 * and each order's and customer's list of messages.
 */
export interface OutboxParams {
  status?: MailStatus
  bookingId?: number
  customerId?: number
  page?: number
  limit?: number
}

/** Every outbox query starts with this, so a retry refreshes all of them. */
export const outboxQueryKey = ['outbox'] as const

export const getOutbox = (params: OutboxParams): Promise<OutboxList> =>
  api.get<OutboxList>('/api/outbox', { query: { ...params } })

/** Refreshed every few seconds while a message is still waiting to go, so its state moves on by itself. */
export const outboxQueryOptions = (params: OutboxParams) =>
  queryOptions({
    queryKey: [...outboxQueryKey, params],
    queryFn: () => getOutbox(params),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.messages.some(
        (message) => message.status === 'queued' || message.status === 'sending',
      )
        ? 3000
        : false,
  })

export const useOutbox = (params: OutboxParams, enabled = true) =>
  useQuery({ ...outboxQueryOptions(params), enabled })

export const retryOutboxMessage = (id: number): Promise<OutboxMessage> =>
  api.post<OutboxMessage>(`/api/outbox/${id}/retry`)

/** Retry refreshes the outbox's lists and the orders, whose marker of failed mail it takes away. */
export function useRetryOutboxMessage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: retryOutboxMessage,
    onSettled: () =>
      Promise.all(
        [outboxQueryKey, bookingsQueryKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  })
}

/** Retry as the owner presses it, wherever a failed e-mail shows: the same request and the same toasts. */
export function useRetryMail() {
  const retry = useRetryOutboxMessage()
  const retryMail = (id: number) =>
    retry.mutate(id, {
      onSuccess: () => toast({ title: 'Retrying', description: 'The e-mail will be sent again now.' }),
      onError: (error) =>
        toast({
          title: 'Error',
          description: serverMessageOf(error) ?? 'The e-mail could not be retried',
          variant: 'destructive',
        }),
    })
  return { retryMail, retrying: (id: number) => retry.isPending && retry.variables === id }
}
