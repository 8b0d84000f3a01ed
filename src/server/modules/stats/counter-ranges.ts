/** Epoch milliseconds, from inclusive to exclusive. */
export interface InstantRange {
  from: number
  to: number
}

export const DAY_MS = 86_400_000
export const QUARTER_MS = 900_000

/** A range of counters to add (sign 1) or take away (sign -1). */
export interface SignedRange extends InstantRange {
  sign: 1 | -1
}

/**
 * A range as the counters can answer it: whole UTC days from booking_stats_days, and at either end whole
 * quarter hours from booking_stats_quarters, added or taken away, whichever reads fewer (a month starting at
 * 05:00 UTC is the whole UTC day minus its first 20 quarters, not the next 76); and whatever is left over (only
 * for a boundary off the quarter hour, which no timezone has today) read from the bookings themselves.
 */
export interface CounterPieces {
  days: SignedRange[]
  quarters: SignedRange[]
  bookings: InstantRange[]
}

const floorTo = (instant: number, width: number) => Math.floor(instant / width) * width
const ceilTo = (instant: number, width: number) => Math.ceil(instant / width) * width

/** Adds [from, to) to `list` unless it is empty. */
function add<T extends InstantRange>(list: T[], piece: T) {
  if (piece.from < piece.to) list.push(piece)
}

/** Where the whole days start for a range starting at `start`, and the quarters that make up the difference. */
function dayEdge(start: number): { day: number; quarters: SignedRange } {
  const before = floorTo(start, DAY_MS)
  const after = ceilTo(start, DAY_MS)
  return start - before < after - start
    ? { day: before, quarters: { from: before, to: start, sign: -1 } }
    : { day: after, quarters: { from: start, to: after, sign: 1 } }
}

export function splitIntoCounters({ from, to }: InstantRange): CounterPieces {
  const pieces: CounterPieces = { days: [], quarters: [], bookings: [] }
  const quartersFrom = ceilTo(from, QUARTER_MS)
  const quartersTo = floorTo(to, QUARTER_MS)
  if (quartersFrom >= quartersTo) {
    add(pieces.bookings, { from, to })
    return pieces
  }
  add(pieces.bookings, { from, to: quartersFrom })
  add(pieces.bookings, { from: quartersTo, to })
  const start = dayEdge(quartersFrom)
  const end = dayEdge(quartersTo)
  if (start.day >= end.day) {
    add(pieces.quarters, { from: quartersFrom, to: quartersTo, sign: 1 })
    return pieces
  }
  add(pieces.days, { from: start.day, to: end.day, sign: 1 })
  add(pieces.quarters, start.quarters)
  // The end's difference counts the other way: days up to end.day, so quarters before it are added back.
  add(pieces.quarters, { ...end.quarters, sign: end.quarters.sign === 1 ? -1 : 1 })
  return pieces
}
