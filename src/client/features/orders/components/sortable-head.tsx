import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react'

import { TableHead } from '@/components/ui/table'
import { cn } from '@/lib/cn'

import type { SortColumn, SortOrder } from '../lib/list-view'

interface SortableHeadProps {
  column: SortColumn
  label: string
  sort: SortColumn | null
  order: SortOrder
  onSort: (column: SortColumn) => void
  className?: string
}

/** A column header that sorts the list by its column; aria-sort tells screen readers which way. */
export function SortableHead({ column, label, sort, order, onSort, className }: SortableHeadProps) {
  const active = sort === column
  const Icon = !active ? ArrowUpDown : order === 'asc' ? ArrowUp : ArrowDown
  return (
    <TableHead
      aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}
      className={cn('px-1', className)}
    >
      <button
        type="button"
        onClick={() => onSort(column)}
        className={cn(
          'inline-flex h-9 items-center gap-1.5 rounded-md px-2 font-medium whitespace-nowrap hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
          active && 'text-foreground',
        )}
      >
        {label}
        <Icon aria-hidden="true" className={cn('size-3.5', !active && 'opacity-50')} />
      </button>
    </TableHead>
  )
}
