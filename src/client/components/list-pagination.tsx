import { ChevronLeft, ChevronRight } from 'lucide-react'

import { Button } from '@/components/ui/button'

import { pageWindow, shownRange } from '@/lib/page-window'

interface ListPaginationProps {
  /** 1-based. */
  page: number
  pageSize: number
  total: number
  onPage: number
  onPageChange: (page: number) => void
  label: string
  /** More than `total` match: a search counted only a few pages ahead (the next pages count further). */
  moreThanTotal?: boolean | undefined
}

/** 'Showing x-y of total results', previous and next, and at most five page buttons (spec section 2). */
export function ListPagination({
  page,
  pageSize,
  total,
  onPage,
  onPageChange,
  label,
  moreThanTotal = false,
}: ListPaginationProps) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize))
  const { first, last } = shownRange(page, pageSize, onPage)
  return (
    <div className="flex flex-col items-center justify-between gap-3 text-sm sm:flex-row">
      <p className="text-muted-foreground tabular-nums" aria-live="polite">
        Showing {first}-{last} of {moreThanTotal ? `more than ${total}` : total} results
      </p>
      <nav aria-label={label} className="flex flex-wrap items-center justify-center gap-1">
        <Button
          variant="outline"
          size="sm"
          onClick={() => onPageChange(page - 1)}
          disabled={page <= 1}
          aria-label="Previous page"
        >
          <ChevronLeft aria-hidden="true" />
          <span className="hidden sm:inline">Previous</span>
        </Button>
        {pageWindow(page, pageCount).map((number) => (
          <Button
            key={number}
            variant={number === page ? 'default' : 'outline'}
            size="sm"
            className="min-w-9 tabular-nums"
            aria-label={`Page ${number}`}
            aria-current={number === page ? 'page' : undefined}
            onClick={() => onPageChange(number)}
          >
            {number}
          </Button>
        ))}
        <Button
          variant="outline"
          size="sm"
          onClick={() => onPageChange(page + 1)}
          disabled={page >= pageCount}
          aria-label="Next page"
        >
          <span className="hidden sm:inline">Next</span>
          <ChevronRight aria-hidden="true" />
        </Button>
      </nav>
    </div>
  )
}
