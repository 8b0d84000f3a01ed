import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api-client'

import type { EmailReplyList } from '@shared/email-reply.schema.ts'
import { emailsQueryKey } from './get-emails'

/** GET /api/emails/{id}/replies: the owner's replies to one message, oldest first. */
export const getEmailReplies = (id: number): Promise<EmailReplyList> =>
  api.get<EmailReplyList>(`/api/emails/${id}/replies`)

export const emailRepliesQueryKey = (id: number) => [...emailsQueryKey, 'replies', id] as const

/** Refreshed every few seconds while a reply is still waiting to go, so "Sent" shows by itself. */
export const emailRepliesQueryOptions = (id: number) =>
  queryOptions({
    queryKey: emailRepliesQueryKey(id),
    queryFn: () => getEmailReplies(id),
    refetchInterval: (query) =>
      query.state.data?.replies.some(
        (reply) => reply.mail.status === 'queued' || reply.mail.status === 'sending',
      )
        ? 3000
        : false,
  })

export const useEmailReplies = (id: number) => useQuery(emailRepliesQueryOptions(id))
