import { useCallback, useEffect } from 'react'

/** A page's query as TanStack Query gives it: another page's data stays on show while this one loads. */
interface PagedQuery<Data extends { total: number } = { total: number }> {
  data?: Data | undefined
  isPlaceholderData: boolean
}

/**
 * A page (1-based) past the end, emptied by archiving or deleting its last rows or from the address of an old,
 * longer search, moves to the last page there is. Returns true until it has moved, so the list shows no false
 * "empty" meanwhile.
 */
export function usePageInRange(
  page: number,
  pageSize: number,
  query: PagedQuery,
  onPageChange: (page: number) => void,
): boolean {
  const total = query.data?.total
  const lastPage = Math.max(1, Math.ceil((total ?? 0) / pageSize))
  const pageGone = total !== undefined && !query.isPlaceholderData && page > lastPage
  useEffect(() => {
    if (pageGone) onPageChange(lastPage)
  }, [pageGone, lastPage, onPageChange])
  return pageGone
}

/** ListPagination's props but its label. */
interface PaginationProps {
  page: number
  pageSize: number
  total: number
  moreThanTotal: boolean | undefined
  onPage: number
  onPageChange: (page: number) => void
}

/**
 * usePageInRange for a list paged through `update({ page })` that shows ListPagination under its rows: also what
 * the pagination needs of the same page and query (the rows on this page are `data[rows]`), once there is a count.
 */
export function usePagedList<
  Rows extends string,
  Data extends { total: number; moreThanTotal?: boolean | undefined } & Record<Rows, readonly unknown[]>,
>(
  page: number,
  pageSize: number,
  query: PagedQuery<Data>,
  update: (changes: { page: number }) => void,
  rows: Rows,
): { pageGone: boolean; pagination: PaginationProps | undefined } {
  const onPageChange = useCallback((next: number) => update({ page: next }), [update])
  const pageGone = usePageInRange(page, pageSize, query, onPageChange)
  const { data } = query
  return {
    pageGone,
    pagination: data && {
      page,
      pageSize,
      total: data.total,
      moreThanTotal: data.moreThanTotal,
      onPage: data[rows].length,
      onPageChange,
    },
  }
}
