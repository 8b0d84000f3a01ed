import { formatKnives } from './format.ts'

/** The spec's pickup marker at the start of a booking's special requirements (see pricing.ts pickupMarker). */
const PICKUP_MARKER = /^MEASURE ON PICKUP - (\d+) knives total\.[ \t]*\n?/

/**
 * What the customer wrote in special requirements, without the pickup form's marker: where a price line already
 * says "4 knives, measured at pickup" (the receipt, the order page). Null when nothing is left.
 */
export function customerNotes(specialRequirements: string | null): string | null {
  return specialRequirements?.replace(PICKUP_MARKER, '').trim() || null
}

/** How a customer reads a pickup booking's knives before they are measured: "4 knives, measured at pickup". */
export function knivesMeasuredAtPickup(knives: number): string {
  return `${formatKnives(knives)}, measured at pickup`
}

/** The marker in plain words, then the notes written after it on their own line; other notes as they are. */
function withMarkerInWords(specialRequirements: string, inWords: (knives: number) => string): string {
  const match = PICKUP_MARKER.exec(specialRequirements)
  if (!match) return specialRequirements
  const plain = inWords(Number(match[1]))
  const rest = specialRequirements.slice(match[0].length).trim()
  return rest ? `${plain}\n${rest}` : plain
}

/**
 * Special requirements as a customer reads them where nothing else names the pickup: the stored marker
 * ("MEASURE ON PICKUP - 4 knives total.") becomes "4 knives, measured at pickup", and the customer's own notes
 * follow on their own line.
 */
export const customerFacingNotes = (specialRequirements: string): string =>
  withMarkerInWords(specialRequirements, knivesMeasuredAtPickup)

/** How the owner reads a pickup booking's knives before measuring them: "4 knives, measure at pickup". */
export const knivesToMeasureAtPickup = (knives: number): string =>
  `${formatKnives(knives)}, measure at pickup`

/**
 * Special requirements as the owner reads them (the Schedule, its route sheet, the board, the calendar feed): the
 * marker becomes what to do, "4 knives, measure at pickup".
 */
export const ownerFacingNotes = (specialRequirements: string): string =>
  withMarkerInWords(specialRequirements, knivesToMeasureAtPickup)

/** Special requirements as the owner edits them: the pickup marker apart, exactly as stored, and the notes after it. */
export interface EditableNotes {
  /** The marker with what followed it up to the notes ("MEASURE ON PICKUP - 4 knives total. "); null: none. */
  marker: string | null
  /** The marker's knife count, to say in words; null without a marker. */
  knives: number | null
  notes: string
}

/** Splits stored special requirements so the owner edits only their notes and the marker is kept (joinNotes). */
export function splitNotes(specialRequirements: string | null): EditableNotes {
  const text = specialRequirements ?? ''
  const match = PICKUP_MARKER.exec(text)
  if (!match) return { marker: null, knives: null, notes: text }
  return { marker: match[0], knives: Number(match[1]), notes: text.slice(match[0].length) }
}

/** The value to store again: the marker as it was, then the notes (after a space when nothing parted them). */
export function joinNotes(marker: string | null, notes: string | null): string | null {
  if (marker === null) return notes
  if (!notes?.trim()) return marker.trimEnd()
  return /\s$/.test(marker) ? `${marker}${notes}` : `${marker} ${notes}`
}
