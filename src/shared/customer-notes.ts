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

/**
 * Special requirements as the owner reads them (the Schedule, its route sheet, the board, the calendar feed): the
 * marker becomes what to do, "4 knives, measure at pickup".
 */
export const ownerFacingNotes = (specialRequirements: string): string =>
  withMarkerInWords(specialRequirements, (knives) => `${formatKnives(knives)}, measure at pickup`)
