import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api-client'

import { attentionUrl, type AttentionPageParams } from '@shared/api-read-urls.ts'
import type { AttentionList } from '@shared/attention.schema.ts'

export type AttentionParams = AttentionPageParams

/** Every attention query starts with this, so marking an item done refreshes all of them. */
export const attentionQueryKey = ['attention'] as const

export const getAttention = (params: AttentionParams): Promise<AttentionList> =>
  api.get<AttentionList>(attentionUrl(params))

/** Refreshed every half minute: a customer's cancellation or message shows without a reload. */
export const attentionQueryOptions = (params: AttentionParams) =>
  queryOptions({
    queryKey: [...attentionQueryKey, params],
    queryFn: () => getAttention(params),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  })

export const useAttention = (params: AttentionParams) => useQuery(attentionQueryOptions(params))
