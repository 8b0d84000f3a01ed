import { useCallback, useId, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'

import { ListPagination } from '@/components/list-pagination'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { useBusiness } from '@/lib/business'
import { useMediaQuery, WIDE_SCREEN } from '@/lib/use-media-query'
import { usePagedList } from '@/lib/use-page-in-range'
import { useReturnFocus } from '@/lib/use-return-focus'

import type { Booking } from '@shared/booking.schema.ts'
import { useBookings } from '../api/get-bookings'
import { useExportBookings } from '../api/export-bookings'
import { toastError } from '../lib/booking-toasts'
import {
  listFilters,
  listQuery,
  nextSort,
  PAGE_SIZE,
  readListView,
  writeListView,
  type ListScope,
  type ListView,
} from '../lib/list-view'
import { BookingCards, SortSelect } from './booking-cards'
import { BookingsTable } from './bookings-table'
import { BookingsToolbar } from './bookings-toolbar'
import { ChangeStatusDialog } from './change-status-dialog'
import { BookingsEmpty, BookingsError } from './list-states'
import { OverCapacityDialog } from './over-capacity-dialog'
import { useBookingActions } from './use-booking-actions'
import { useEditBookingDialog } from './use-edit-booking-dialog'

const PANELS: Record<ListScope, { title: string; description: string }> = {
  orders: {
    title: 'All Orders',
    description: 'Every booking in work: find, sort, edit and move orders along.',
  },
  archived: {
    title: 'Archived Orders',
    description: 'Finished orders put away from the daily list. Restore one to bring it back.',
  },
}

/** All Orders or Archived Orders (spec section 2): one page of orders with search, filter, sort and actions. */
export function BookingsListPanel({ scope }: { scope: ListScope }) {
  const [searchParams, setSearchParams] = useSearchParams()
  const view = readListView(searchParams, scope)
  const bookings = useBookings(listQuery(view, scope))
  const { data: business } = useBusiness()
  const actions = useBookingActions()
  // Seven columns do not fit a phone: there, each order is a card.
  const wide = useMediaQuery(WIDE_SCREEN)
  const exportBookings = useExportBookings()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const returnFocus = useReturnFocus(headingRef)
  const editor = useEditBookingDialog(returnFocus, actions, business?.timezone)
  const [changingStatus, setChangingStatus] = useState<Booking | null>(null)
  const resultsId = useId()

  const update = useCallback(
    (changes: Partial<ListView>) =>
      setSearchParams((current) => writeListView(current, scope, changes), { replace: true }),
    [scope, setSearchParams],
  )
  // A new search or filter starts again from the first page.
  const onSearch = useCallback((search: string) => update({ search, page: 1 }), [update])

  // Archiving the last order of the last page leaves that page empty: show the page before instead.
  const { pageGone, pagination } = usePagedList(view.page, PAGE_SIZE, bookings, update, 'bookings')

  const { title, description } = PANELS[scope]
  const rows = {
    scope,
    caption: `${title}, ${bookings.data ? `${bookings.data.moreThanTotal ? 'more than ' : ''}${bookings.data.total} in all` : 'loading'}`,
    bookings: bookings.data?.bookings,
    stale: bookings.isPlaceholderData,
    timeZone: business?.timezone,
    onEdit: editor.open,
    onChangeStatus: (booking: Booking, opener: HTMLElement) => {
      returnFocus.remember(opener)
      setChangingStatus(booking)
    },
    onMarkAs: actions.markAs,
    onArchive: (booking: Booking) => actions.archive(booking),
    onRestore: actions.restore,
    onSendConfirmation: actions.sendConfirmation,
  }
  const failed = bookings.isError && !bookings.data
  const empty = bookings.data?.bookings.length === 0 && !bookings.isPlaceholderData && !pageGone

  return (
    <Card>
      <CardHeader className="p-4 sm:p-6">
        <CardTitle as="h2" ref={headingRef} tabIndex={-1} className="outline-none">
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 p-4 pt-0 sm:p-6 sm:pt-0">
        <BookingsToolbar
          search={view.search}
          status={view.status}
          onSearch={onSearch}
          onStatus={(status) => update({ status, page: 1 })}
          onExport={() =>
            exportBookings.mutate(listFilters(view, scope), {
              onError: (error) => toastError('Failed to export orders', error),
            })
          }
          exporting={exportBookings.isPending}
          loading={bookings.isFetching && bookings.data !== undefined}
          resultsId={resultsId}
        />
        <div id={resultsId} className="flex flex-col gap-4">
          {failed ? (
            <BookingsError onRetry={() => void bookings.refetch()} retrying={bookings.isFetching} />
          ) : empty ? (
            <BookingsEmpty />
          ) : (
            <>
              {wide ? (
                <BookingsTable
                  {...rows}
                  view={view}
                  onSort={(column) => update({ ...nextSort(view, column), page: 1 })}
                />
              ) : (
                <>
                  <SortSelect view={view} onSort={(sort) => update({ ...sort, page: 1 })} />
                  <BookingCards {...rows} />
                </>
              )}
              {pagination && <ListPagination {...pagination} label={`${title} pages`} />}
            </>
          )}
        </div>
      </CardContent>
      {editor.dialog}
      <OverCapacityDialog {...actions.overCapacity} />
      <ChangeStatusDialog
        booking={changingStatus}
        onClose={() => setChangingStatus(null)}
        onCloseAutoFocus={returnFocus.onCloseAutoFocus}
        onSubmit={(change) => actions.changeStatus(change, () => setChangingStatus(null))}
        pending={actions.statusPending}
      />
    </Card>
  )
}
