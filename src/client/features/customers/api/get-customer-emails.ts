import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api-client'

import type { CustomerEmails } from '@shared/customer.schema.ts'

/**
 * GET /api/customers/{id}/emails: the customer's latest e-mails. Cached under the inbox's own root key
 * ('emails'), so reading or deleting one in Communications refreshes this list too.
 */
export const getCustomerEmails = (id: number): Promise<CustomerEmails> =>
  api.get<CustomerEmails>(`/api/customers/${id}/emails`)

export const customerEmailsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['emails', 'customer', id],
    queryFn: () => getCustomerEmails(id),
    staleTime: 0,
  })

export const useCustomerEmails = (id: number | null) =>
  useQuery({ ...customerEmailsQueryOptions(id ?? 0), enabled: id !== null })
