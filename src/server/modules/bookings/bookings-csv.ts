import { bookingStatusLabel } from '../../../shared/booking-status.ts'
import type { Booking } from '../../../shared/booking.schema.ts'
import { ownerFacingNotes } from '../../../shared/customer-notes.ts'
import { formatBookingId } from '../../../shared/format.ts'
import { formatPhone, isValidPhone } from '../../../shared/phone.ts'
import { formatLocalDateTime } from '../../../shared/calendar.ts'

/** Excel reads a CSV as UTF-8 only when it starts with a byte order mark; without it "José" arrives garbled. */
export const CSV_BOM = '\uFEFF'

/**
 * A spreadsheet runs a cell that starts with one of these as a formula (OWASP "CSV injection"), spaces before it
 * or not. A spreadsheet may also split on `;` or Tab (the list separator in much of Europe) and inside a quoted
 * cell, so a formula start after any separator or line break inside the text is neutralised too.
 */
const FORMULA_STARTS = /(^|[,;\t\r\n"])(\s*)(?=[=+\-@])/g

/** A plain number, signed or not ("-2", "+3.5"): a value, not a formula, whatever its sign. */
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/

/**
 * Text leaves quoted (RFC 4180, quotes doubled), with an apostrophe before every formula start it holds; a whole
 * value that is a plain number or a valid phone number ("+44 20 7946 0958", which the app itself accepted) is no
 * formula and is left as it is.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return ''
  if (typeof value === 'number') return String(value)
  const text =
    PLAIN_NUMBER.test(value) || isValidPhone(value) ? value : value.replace(FORMULA_STARTS, "$1$2'")
  return `"${text.replaceAll('"', '""')}"`
}

/**
 * A ZIP code is a name, not a number: spreadsheets read a quoted "02134" as the number 2134 all the same. A
 * trailing figure space (U+2007, a blank as wide as a digit, which trim() removes) keeps it text in LibreOffice
 * and Excel; a `="02134"` formula would too, but a CSV of ours holds no formula.
 */
const zipAsText = (zip: string | null) => (zip ? `${zip}\u2007` : zip)

/** One record, CRLF-terminated as RFC 4180 writes it. */
export const csvRow = (cells: ReadonlyArray<string | number | null>) => `${cells.map(csvCell).join(',')}\r\n`

/** "2025-01-05 14:30" in the business's time zone: what a spreadsheet sorts and a person reads. */
export const localDateTime = (iso: string, timeZone: string): string =>
  formatLocalDateTime(Date.parse(iso), timeZone)

const MEASUREMENT_LABELS = { self: 'Measured by customer', pickup: 'Measure on pickup' } as const

const COLUMNS: ReadonlyArray<
  [header: string, value: (booking: Booking, timeZone: string) => string | number | null]
> = [
  ['Order ID', (booking) => formatBookingId(booking.id)],
  ['Created', (booking, timeZone) => localDateTime(booking.createdAt, timeZone)],
  // Issue 41 point 8: the start of the pickup window booked, blank while the order has no time yet.
  ['Pickup', (booking, timeZone) => booking.pickupStart && localDateTime(booking.pickupStart, timeZone)],
  ['Status', (booking) => bookingStatusLabel(booking.status)],
  ['Archived', (booking) => (booking.archived ? 'Yes' : 'No')],
  ['Customer', (booking) => booking.customerName],
  ['Email', (booking) => booking.customerEmail],
  ['Phone', (booking) => booking.customerPhone && formatPhone(booking.customerPhone)],
  ['Street', (booking) => booking.streetAddress],
  ['City', (booking) => booking.city],
  ['State', (booking) => booking.state],
  ['ZIP', (booking) => zipAsText(booking.zipCode)],
  ['Blades 9" and over', (booking) => booking.bladesOver9Inches],
  ['Blades 7-9"', (booking) => booking.blades7To9Inches],
  ['Blades 4-6"', (booking) => booking.blades4To6Inches],
  ['Blades under 4"', (booking) => booking.bladesUnder4Inches],
  ['Nick repair', (booking) => booking.nickRepairQuantity],
  ['Stropping', (booking) => booking.strappingQuantity],
  ['Total knives', (booking) => booking.totalKnives],
  // A plain decimal, so the spreadsheet sums it: "54.00", not "$54.00".
  ['Estimated price', (booking) => booking.estimatedPrice],
  // Issue 42 point 7: blank until the order is measured at pickup; the balance is what the order shows.
  ['Final price', (booking) => booking.finalPrice],
  ['Paid', (booking) => booking.amountPaid],
  ['Balance due', (booking) => booking.balanceDue],
  // The pickup form's marker in the owner's words ("4 knives, measure at pickup"), as every screen says it.
  [
    'Special requirements',
    (booking) => booking.specialRequirements && ownerFacingNotes(booking.specialRequirements),
  ],
  ['Measurement', (booking) => MEASUREMENT_LABELS[booking.measurementType]],
]

/** The columns holding a time, whose headers name the time zone their times are in. */
const TIMES = new Set(['Created', 'Pickup'])

export function bookingCsvHeader(timeZone: string): string {
  return csvRow(COLUMNS.map(([header]) => (TIMES.has(header) ? `${header} (${timeZone})` : header)))
}

export function bookingCsvRow(booking: Booking, timeZone: string): string {
  return csvRow(COLUMNS.map(([, value]) => value(booking, timeZone)))
}
