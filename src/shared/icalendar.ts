/**
 * Writes iCalendar (RFC 5545) text: the owner's feed of booked pickups and the customer's single pickup. Times
 * are UTC (the trailing Z), so no VTIMEZONE is needed and every calendar shows them in its own zone.
 */

export interface CalendarEvent {
  /** Stable across fetches, so a calendar updates the event rather than adding another. */
  uid: string
  start: number
  end: number
  summary: string
  location?: string | null
  description?: string | null
  url?: string | null
}

export interface CalendarOptions {
  name: string
  /** When the calendar was written: every event's DTSTAMP. */
  stamp: number
}

/** 20261124T140000Z. */
export const icalInstant = (instant: number) =>
  new Date(instant)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 3.3.11). */
export const icalText = (text: string) =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')

const encoder = new TextEncoder()

/** Lines longer than 75 octets are folded: CRLF and a space, never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const parts: string[] = []
  let current = ''
  let octets = 0
  for (const character of line) {
    const size = encoder.encode(character).length
    const limit = parts.length === 0 ? 75 : 74
    if (octets + size > limit) {
      parts.push(current)
      current = ''
      octets = 0
    }
    current += character
    octets += size
  }
  parts.push(current)
  return parts.join('\r\n ')
}

function eventLines(event: CalendarEvent, stamp: number): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${icalText(event.uid)}`,
    `DTSTAMP:${icalInstant(stamp)}`,
    `DTSTART:${icalInstant(event.start)}`,
    `DTEND:${icalInstant(event.end)}`,
    `SUMMARY:${icalText(event.summary)}`,
    ...(event.location ? [`LOCATION:${icalText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${icalText(event.description)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    'END:VEVENT',
  ]
}

/** A whole VCALENDAR, lines ending in CRLF as the RFC requires. */
export function buildCalendar(events: readonly CalendarEvent[], { name, stamp }: CalendarOptions): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Knife Sharpening Service//Pickups//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${icalText(name)}`,
    ...events.flatMap((event) => eventLines(event, stamp)),
    'END:VCALENDAR',
  ]
  return lines.map(foldLine).join('\r\n') + '\r\n'
}
