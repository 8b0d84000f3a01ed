import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query'

import { api } from '@/lib/api-client'
import { bookingsQueryKey, useInvalidateBookings } from '@/lib/booking-query-keys'

import type {
  BookingListResponse,
  BookingWithHistory,
  StatusUpdateBody,
  StatusUpdateResult,
} from '@shared/booking-admin.schema.ts'
import type { BookingStatus } from '@shared/booking-status.ts'
import { findOnBoard, moveOnBoard, withBookingStatus, type BoardColumns } from '../lib/board-columns'

export interface StatusChange extends StatusUpdateBody {
  id: number
}

/** PATCH /api/bookings/{id}/status, with the admin's optional note and "E-mail the customer". */
export const updateBookingStatus = ({ id, ...body }: StatusChange): Promise<StatusUpdateResult> =>
  api.patch<StatusUpdateResult>(`/api/bookings/${id}/status`, body)

type CachedBookings = BoardColumns | BookingListResponse | BookingWithHistory

/** One cached view with the order shown in its new status; the key's second part says which view it is. */
function showStatus(queryKey: QueryKey, data: CachedBookings, id: number, status: BookingStatus) {
  switch (queryKey[1]) {
    case 'board':
      return moveOnBoard(data as BoardColumns, id, status)
    case 'list':
      return withBookingStatus(data as BookingListResponse, id, status)
    case 'detail': {
      const booking = data as BookingWithHistory
      return booking.id === id ? { ...booking, status } : booking
    }
    default:
      return data
  }
}

/** The order's status as the cache shows it, before the change: what a failed change goes back to. */
function cachedStatus(queryClient: QueryClient, id: number): BookingStatus | undefined {
  for (const [queryKey, data] of queryClient.getQueriesData<CachedBookings>({ queryKey: bookingsQueryKey })) {
    if (!data) continue
    if (queryKey[1] === 'board') {
      const found = findOnBoard(data as BoardColumns, id)
      if (found) return found.status
    } else if (queryKey[1] === 'list') {
      const found = (data as BookingListResponse).bookings.find((booking) => booking.id === id)
      if (found) return found.status
    } else if (queryKey[1] === 'detail' && (data as BookingWithHistory).id === id) {
      return (data as BookingWithHistory).status
    }
  }
  return undefined
}

/** Shows the order in `status` in every cached list, the board and its dialog. */
export function showStatusEverywhere(queryClient: QueryClient, id: number, status: BookingStatus) {
  for (const [queryKey, data] of queryClient.getQueriesData<CachedBookings>({ queryKey: bookingsQueryKey })) {
    if (data) queryClient.setQueryData(queryKey, showStatus(queryKey, data, id, status))
  }
}

/**
 * Changes the status at once on screen (the board's card moves as it is dropped) and puts it back if the server
 * refuses. The rollback moves only this order back, so another change made meanwhile is kept.
 */
export function useUpdateBookingStatus() {
  const queryClient = useQueryClient()
  const invalidate = useInvalidateBookings()
  return useMutation({
    mutationFn: updateBookingStatus,
    onMutate: async ({ id, status }) => {
      // A list arriving now would put the old status back on screen.
      await queryClient.cancelQueries({ queryKey: bookingsQueryKey })
      const previous = cachedStatus(queryClient, id)
      showStatusEverywhere(queryClient, id, status)
      return { previous }
    },
    onError: (_error, { id }, context) => {
      if (context?.previous) showStatusEverywhere(queryClient, id, context.previous)
    },
    onSettled: invalidate,
  })
}
