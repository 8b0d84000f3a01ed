import { queryOptions, useMutation, useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api-client'

import type { PaymentSettings, PaymentSettingsBody } from '@shared/settings.schema.ts'
import { settingsQueryKey, useInvalidateSettings } from './settings-query-keys'

/** GET /api/settings/payments */
export const getPaymentSettings = () => api.get<PaymentSettings>('/api/settings/payments')

export const paymentSettingsQueryOptions = () =>
  queryOptions({ queryKey: settingsQueryKey('payments'), queryFn: getPaymentSettings })

export const usePaymentSettings = () => useQuery(paymentSettingsQueryOptions())

/** PUT /api/settings/payments */
export const updatePaymentSettings = (settings: PaymentSettingsBody) =>
  api.put<PaymentSettings>('/api/settings/payments', settings)

export function useUpdatePaymentSettings() {
  const invalidate = useInvalidateSettings('payments')
  return useMutation({ mutationFn: updatePaymentSettings, onSuccess: invalidate })
}
