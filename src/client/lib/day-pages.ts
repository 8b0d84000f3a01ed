/**
 * The pickup picker's row of days on a wide screen (issue 41 point 8): as many whole days as fit, the rest behind
 * arrows, so no day is cut at the edge. A phone keeps the row that scrolls under a finger.
 */
export const DAY_BUTTON_MIN_PX = 104
export const DAY_GAP_PX = 8
/** The two arrow buttons (36 px) with their gaps. */
export const DAY_ARROWS_PX = 2 * (36 + DAY_GAP_PX)
/** Narrower than this (a phone), the row scrolls instead. */
export const DAYS_PAGED_FROM_PX = 480

const fit = (space: number) =>
  Math.max(1, Math.floor((space + DAY_GAP_PX) / (DAY_BUTTON_MIN_PX + DAY_GAP_PX)))

/** How many days show at once in a row `width` px wide: all when they fit (or the row is too narrow to page). */
export function daysPerPage(width: number, total: number): number {
  if (width < DAYS_PAGED_FROM_PX || fit(width) >= total) return total
  return fit(width - DAY_ARROWS_PX)
}

/**
 * The first day shown: the one asked for (the arrows move it), else the page holding the chosen day; never past
 * the last whole page.
 */
export function pageStart(requested: number | null, chosen: number, perPage: number, total: number): number {
  const last = Math.max(0, total - perPage)
  const start = requested ?? Math.floor(Math.max(0, chosen) / perPage) * perPage
  return Math.min(Math.max(0, start), last)
}
