import { useEffect } from 'react'

/** A page's query as TanStack Query gives it: another page's data stays on show while this one loads. */
interface PagedQuery {
  data?: { total: number } | undefined
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
