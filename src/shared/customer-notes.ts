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

/**
 * Special requirements as a customer reads them where nothing else names the pickup: the stored marker
 * ("MEASURE ON PICKUP - 4 knives total.") becomes "4 knives, measured at pickup", and the customer's own notes
 * follow on their own line.
 */
export function customerFacingNotes(specialRequirements: string): string {
  const match = PICKUP_MARKER.exec(specialRequirements)
  if (!match) return specialRequirements
  const plain = knivesMeasuredAtPickup(Number(match[1]))
  const rest = specialRequirements.slice(match[0].length).trim()
  return rest ? `${plain}\n${rest}` : plain
}
