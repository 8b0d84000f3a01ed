import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api-client'

import type { BusinessInfo } from '../../shared/business.schema.ts'

/** Shown while the business settings load, or when they cannot be read. */
export const FALLBACK_BUSINESS_NAME = 'Knife Sharpening'

export const getBusiness = (): Promise<BusinessInfo> => api.get<BusinessInfo>('/api/public/business')

export const businessQueryOptions = () => queryOptions({ queryKey: ['business'], queryFn: getBusiness })

/** The business's public settings, shared by the navigation bar, the footer and the page titles. */
export const useBusiness = () => useQuery(businessQueryOptions())

export function useBusinessName(): string {
  return useBusiness().data?.name ?? FALLBACK_BUSINESS_NAME
}
