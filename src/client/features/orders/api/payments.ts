import { queryOptions, useMutation, useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api-client'
import { bookingsQueryKey, useInvalidateBookings } from '@/lib/booking-query-keys'

import type { NewPaymentBody, PaymentList } from '@shared/payment.schema.ts'

/** GET /api/bookings/{id}/payments; under the bookings' key, so every change to an order refreshes it. */
export const getPayments = (id: number): Promise<PaymentList> =>
  api.get<PaymentList>(`/api/bookings/${id}/payments`)

export const paymentsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...bookingsQueryKey, 'payments', id],
    queryFn: () => getPayments(id),
    staleTime: 0,
  })

export const usePayments = (id: number) => useQuery(paymentsQueryOptions(id))

/** POST /api/bookings/{id}/payments: the amounts as typed ("20.00"); the server reads them into cents. */
export const recordPayment = ({ id, ...body }: NewPaymentBody & { id: number }): Promise<PaymentList> =>
  api.post<PaymentList>(`/api/bookings/${id}/payments`, body)

/**
 * `onRecorded` runs before the lists refresh, not as a callback to `mutate`: the payment that settles the order
 * takes the form away with the refreshed balance, and a form that has gone would never hear of its own success.
 */
export function useRecordPayment(onRecorded: (list: PaymentList, body: NewPaymentBody) => void) {
  const invalidate = useInvalidateBookings()
  return useMutation({
    mutationFn: recordPayment,
    onSuccess: (list, { id: _id, ...body }) => {
      onRecorded(list, body)
      return invalidate()
    },
  })
}

/** POST /api/bookings/{id}/payments/{paymentId}/void */
export const voidPayment = ({ id, paymentId }: { id: number; paymentId: number }): Promise<PaymentList> =>
  api.post<PaymentList>(`/api/bookings/${id}/payments/${paymentId}/void`)

export function useVoidPayment() {
  const invalidate = useInvalidateBookings()
  return useMutation({ mutationFn: voidPayment, onSuccess: invalidate })
}
