import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'

import { ListPagination } from '@/components/list-pagination'
import { SearchField } from '@/components/search-field'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { useBusiness } from '@/lib/business'
import { useMediaQuery, WIDE_SCREEN } from '@/lib/use-media-query'
import { usePagedList } from '@/lib/use-page-in-range'
import { useReturnFocus } from '@/lib/use-return-focus'

import { CUSTOMER_SEARCH_MAX, type Customer } from '@shared/customer.schema.ts'
import { useCustomerSummary } from '../api/get-customer-summary'
import { useCustomers } from '../api/get-customers'
import {
  customerListQuery,
  PAGE_SIZE,
  readCustomerView,
  writeCustomerView,
  type CustomerView,
} from '../lib/customer-view'
import { toastFetchFailed } from '../lib/customer-toasts'
import { CustomerCards } from './customer-cards'
import { CustomerDetailsDialog } from './customer-details-dialog'
import { CustomersEmpty, CustomersError } from './customer-list-states'
import { CustomerSummaryCards } from './customer-summary-cards'
import { CustomersTable } from './customers-table'

/** The Customers tab (spec section 2): the four totals, the searchable directory and each customer's details. */
export function CustomerManagementPanel() {
  const [searchParams, setSearchParams] = useSearchParams()
  const view = readCustomerView(searchParams)
  const customers = useCustomers(customerListQuery(view))
  const summary = useCustomerSummary()
  const { data: business } = useBusiness()
  // Seven columns do not fit a phone: there, each customer is a card.
  const wide = useMediaQuery(WIDE_SCREEN)
  const [viewing, setViewing] = useState<Customer | null>(null)
  const resultsId = useId()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const returnFocus = useReturnFocus(headingRef)

  const update = useCallback(
    (changes: Partial<CustomerView>) =>
      setSearchParams((current) => writeCustomerView(current, changes), { replace: true }),
    [setSearchParams],
  )
  // A new search starts again from the first page.
  const onSearch = useCallback((search: string) => update({ search, page: 1 }), [update])

  const failed = customers.isError || summary.isError
  useEffect(() => {
    if (failed) toastFetchFailed('Failed to fetch customers')
  }, [failed])

  // A page beyond the last (the address of an old, longer search): show the last page instead.
  const { pageGone, pagination } = usePagedList(view.page, PAGE_SIZE, customers, update, 'customers')

  const rows = {
    caption: `Customers, ${customers.data ? `${customers.data.moreThanTotal ? 'more than ' : ''}${customers.data.total} in all` : 'loading'}`,
    customers: customers.data?.customers,
    stale: customers.isPlaceholderData,
    timeZone: business?.timezone,
    onView: (customer: Customer, button: HTMLElement) => {
      returnFocus.remember(button)
      setViewing(customer)
    },
  }
  const empty = customers.data?.customers.length === 0 && !customers.isPlaceholderData && !pageGone

  return (
    <Card>
      <CardHeader className="p-4 sm:p-6">
        <CardTitle as="h2" ref={headingRef} tabIndex={-1} className="outline-none">
          Customer Management
        </CardTitle>
        <CardDescription>
          Everyone who has booked: their orders, what they spent and how to reach them.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 p-4 pt-0 sm:p-6 sm:pt-0">
        <CustomerSummaryCards summary={summary.data} failed={summary.isError} />
        <SearchField
          search={view.search}
          onSearch={onSearch}
          label="Search customers"
          placeholder="Search customers..."
          maxLength={CUSTOMER_SEARCH_MAX}
          loading={customers.isFetching && customers.data !== undefined}
          resultsId={resultsId}
        />
        <div id={resultsId} className="flex flex-col gap-4">
          {customers.isError && !customers.data ? (
            <CustomersError
              onRetry={() => {
                void customers.refetch()
                if (summary.isError) void summary.refetch()
              }}
              retrying={customers.isFetching}
            />
          ) : empty ? (
            <CustomersEmpty searching={view.search.trim() !== ''} />
          ) : (
            <>
              {wide ? <CustomersTable {...rows} /> : <CustomerCards {...rows} />}
              {pagination && <ListPagination {...pagination} label="Customer pages" />}
            </>
          )}
        </div>
      </CardContent>
      <CustomerDetailsDialog
        customer={viewing}
        onClose={() => setViewing(null)}
        timeZone={business?.timezone}
        onCloseAutoFocus={returnFocus.onCloseAutoFocus}
      />
    </Card>
  )
}
