import { queryOptions } from '@tanstack/react-query'

import { api } from '@/lib/api-client'
import { prefetchFirstLoadQuery, useFirstLoadQuery } from '@/lib/first-load-query'

import { BUSINESS_URL } from '@shared/api-read-urls.ts'
import type { BusinessInfo } from '@shared/business.schema.ts'

/** Shown while the business settings load, or when they cannot be read. */
export const FALLBACK_BUSINESS_NAME = 'Knife Sharpening'

export const getBusiness = (): Promise<BusinessInfo> => api.get<BusinessInfo>(BUSINESS_URL)

const businessQuery = { queryKey: ['business'], queryFn: getBusiness }

export const businessQueryOptions = () => queryOptions(businessQuery)

/** Starts the business's settings on their way before the first render (app/main.tsx). */
export const prefetchBusiness = () => prefetchFirstLoadQuery(businessQuery)

/** The business's public settings, shared by the navigation bar, the footer and the page titles. */
export const useBusiness = () => useFirstLoadQuery(businessQuery)

export function useBusinessName(): string {
  return useBusiness().data?.name ?? FALLBACK_BUSINESS_NAME
}
