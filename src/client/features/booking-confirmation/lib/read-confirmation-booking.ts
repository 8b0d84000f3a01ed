/** The route's id as a booking id, or null when it is not one. */
export function parseBookingId(param: string | undefined): number | null {
  if (!param || !/^\d{1,9}$/.test(param)) return null
  const id = Number(param)
  return id > 0 ? id : null
}
