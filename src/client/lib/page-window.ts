/** The spec shows at most five page buttons. */
export const MAX_PAGE_BUTTONS = 5

/**
 * The page numbers (1-based) to offer as buttons: up to five, the current page as near the middle as the ends
 * allow, so page 1 shows 1–5, page 7 of 20 shows 5–9 and page 20 shows 16–20.
 */
export function pageWindow(current: number, pageCount: number, size = MAX_PAGE_BUTTONS): number[] {
  const count = Math.max(0, Math.min(size, pageCount))
  if (count === 0) return []
  const centred = current - Math.floor(size / 2)
  const first = Math.min(Math.max(1, centred), pageCount - count + 1)
  return Array.from({ length: count }, (_, index) => first + index)
}

/** The footer's "Showing x-y of total results" numbers for a 1-based page. */
export function shownRange(page: number, pageSize: number, onPage: number): { first: number; last: number } {
  const first = (page - 1) * pageSize + 1
  return { first, last: first + onPage - 1 }
}
