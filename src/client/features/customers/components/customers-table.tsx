import { Skeleton } from '@/components/ui/skeleton'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { formatDay } from '@/lib/format-date'
import { formatPrice } from '@/lib/format-money'

import type { Customer } from '@shared/customer.schema.ts'
import { customerLocation } from '../lib/customer-location'
import { ViewDetailsButton } from './view-details-button'
import { formatPhone } from '@shared/phone.ts'

export interface CustomerRowsProps {
  caption: string
  /** undefined while the first page loads. */
  customers: Customer[] | undefined
  /** Another page or search is on its way: the rows shown are the previous ones. */
  stale: boolean
  timeZone?: string
  onView: (customer: Customer, opener: HTMLElement) => void
}

const COLUMNS = ['Customer', 'Phone', 'Location', 'Orders', 'Total Spent', 'Last Order', 'Actions']
const NUMERIC = new Set(['Orders', 'Total Spent'])

function RowsSkeleton() {
  return Array.from({ length: 5 }, (_, row) => (
    <TableRow key={row} aria-hidden="true" className="hover:bg-transparent">
      {COLUMNS.map((column) => (
        <TableCell key={column}>
          <Skeleton className={column === 'Customer' ? 'h-4 w-40' : 'h-4 w-16'} />
        </TableCell>
      ))}
    </TableRow>
  ))
}

const Missing = () => <span className="text-muted-foreground">—</span>

/** The directory on a wide screen: one row per customer. */
export function CustomersTable({ caption, customers, stale, timeZone, onView }: CustomerRowsProps) {
  return (
    <Table aria-busy={stale || !customers} containerClassName="rounded-lg border" className="min-w-[52rem]">
      <caption className="sr-only">{caption}</caption>
      <TableHeader className="bg-muted/60">
        <TableRow className="hover:bg-transparent">
          {COLUMNS.map((column) => (
            <TableHead
              key={column}
              className={NUMERIC.has(column) ? 'text-right' : column === 'Actions' ? 'text-right' : undefined}
            >
              {column}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {customers ? (
          customers.map((customer) => (
            <TableRow key={customer.id}>
              <TableCell className="max-w-64">
                <span className="block truncate font-medium">{customer.name}</span>
                <span className="block truncate text-xs text-muted-foreground">{customer.email}</span>
              </TableCell>
              <TableCell className="whitespace-nowrap">
                {customer.phone ? formatPhone(customer.phone) : <Missing />}
              </TableCell>
              <TableCell className="max-w-40 truncate">{customerLocation(customer) ?? <Missing />}</TableCell>
              <TableCell className="text-right tabular-nums">{customer.totalOrders}</TableCell>
              <TableCell className="text-right font-medium tabular-nums">
                {formatPrice(customer.totalSpent)}
              </TableCell>
              <TableCell className="whitespace-nowrap">
                {customer.lastOrderDate ? formatDay(customer.lastOrderDate, timeZone) : <Missing />}
              </TableCell>
              <TableCell className="py-1.5 text-right">
                <ViewDetailsButton customer={customer} onView={onView} />
              </TableCell>
            </TableRow>
          ))
        ) : (
          <RowsSkeleton />
        )}
      </TableBody>
    </Table>
  )
}
