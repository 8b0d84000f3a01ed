import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api-client'

import { EMAIL_PAGE_SIZE, type EmailList } from '@shared/email.schema.ts'

/** The inbox tabs: every e-mail, the unread ones, the read ones. */
export type EmailFilter = 'all' | 'unread' | 'read'

export interface EmailPage {
  filter: EmailFilter
  page: number
}

/** Every inbox query starts with this, so a mutation refreshes all of them at once. */
export const emailsQueryKey = ['emails'] as const

const IS_READ: Record<EmailFilter, boolean | undefined> = { all: undefined, unread: false, read: true }

export const getEmails = ({ filter, page }: EmailPage): Promise<EmailList> =>
  api.get<EmailList>('/api/emails', {
    query: { isRead: IS_READ[filter], limit: EMAIL_PAGE_SIZE, offset: page * EMAIL_PAGE_SIZE },
  })

export const emailsQueryOptions = (page: EmailPage) =>
  queryOptions({
    queryKey: [...emailsQueryKey, page],
    queryFn: () => getEmails(page),
    // Another tab's counts stand in while this tab loads, so the tab labels and badge never blank out; the
    // list itself shows its skeleton until the real page arrives.
    placeholderData: (previous): EmailList | undefined =>
      previous && { emails: [], total: 0, counts: previous.counts, testEmails: previous.testEmails },
  })

export const useEmails = (page: EmailPage) => useQuery(emailsQueryOptions(page))
