import { bookingPriceLines } from '../../../shared/booking-lines.ts'
import type { Booking } from '../../../shared/booking.schema.ts'
import { formatBookingId, formatCents } from '../../../shared/format.ts'
import type { PaymentSettings } from '../../../shared/settings.schema.ts'
import type { BusinessSettings } from '../business/index.ts'
import { formatLongDate } from '../../lib/long-date.ts'
import { formatAddress } from '../../lib/address.ts'

export interface InvoiceInput {
  booking: Booking
  business: Pick<BusinessSettings, 'name' | 'email' | 'phone' | 'city' | 'state' | 'zipCode' | 'timezone'>
  payment: PaymentSettings
  /** The invoice's date: when it was made. */
  now: number
}

const cents = (decimal: string) => Math.round(Number(decimal) * 100)

/** The invoice's file name: "invoice-BO-000027.pdf". */
export const invoiceFileName = (booking: Pick<Booking, 'id'>) => `invoice-${formatBookingId(booking.id)}.pdf`

/**
 * The order's invoice as a PDF, made by pdfkit (issue 42 point 3): its number (the order number), date, the
 * business, the customer, a line per blade size and add-on with quantity, unit price and amount, the total, what is
 * paid, the balance due and how to pay. Every figure comes from the booking's own prices and payments.
 */
export async function renderInvoicePdf({ booking, business, payment, now }: InvoiceInput): Promise<Buffer> {
  // Loaded by the first invoice, not at the server's start (docs/decisions.md "Loaded when first used").
  const { default: PDFDocument } = await import('pdfkit')
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 56,
    info: { Title: `Invoice ${formatBookingId(booking.id)}` },
  })
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  const left = doc.page.margins.left
  const width = doc.page.width - left - doc.page.margins.right
  const columns = {
    item: left,
    quantity: left + width * 0.55,
    unit: left + width * 0.7,
    amount: left + width * 0.85,
  }
  const columnWidth = width * 0.15

  doc.font('Helvetica-Bold').fontSize(20).text(business.name)
  doc.font('Helvetica').fontSize(10)
  doc.text([business.email, business.phone].filter(Boolean).join(' · '))
  doc.text(`${business.city}, ${business.state} ${business.zipCode}`)
  doc.moveDown()

  doc.font('Helvetica-Bold').fontSize(16).text('Invoice')
  doc.font('Helvetica').fontSize(10)
  doc.text(`Invoice number: ${formatBookingId(booking.id)} (order #${booking.id})`)
  doc.text(`Date: ${formatLongDate(new Date(now).toISOString(), business.timezone)}`)
  doc.moveDown()

  doc.font('Helvetica-Bold').text('Bill to')
  doc.font('Helvetica').text(booking.customerName)
  doc.text(booking.customerEmail)
  if (booking.customerPhone) doc.text(booking.customerPhone)
  const address = formatAddress(booking)
  if (address) doc.text(address)
  doc.moveDown()

  const row = (item: string, quantity: string, unit: string, amount: string, bold = false) => {
    const y = doc.y
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica')
    doc.text(item, columns.item, y, { width: columns.quantity - columns.item - 8 })
    const bottom = doc.y
    doc.text(quantity, columns.quantity, y, { width: columnWidth - 8, align: 'right' })
    doc.text(unit, columns.unit, y, { width: columnWidth - 8, align: 'right' })
    doc.text(amount, columns.amount, y, { width: columnWidth, align: 'right' })
    doc.x = left
    doc.y = Math.max(bottom, doc.y) + 4
  }
  row('Item', 'Qty', 'Unit price', 'Amount', true)
  for (const line of bookingPriceLines(booking, booking.prices)) {
    const label =
      line.kind === 'knives' && !line.label.startsWith('Knives') ? `Knives, ${line.label}` : line.label
    row(label, String(line.quantity), formatCents(line.unitCents), formatCents(line.totalCents))
  }
  doc.moveDown(0.5)
  const total = cents(booking.finalPrice ?? booking.estimatedPrice)
  row('Total', '', '', formatCents(total), true)
  row('Paid', '', '', formatCents(cents(booking.amountPaid)))
  row('Balance due', '', '', formatCents(cents(booking.balanceDue)), true)
  doc.moveDown()

  if (payment.paymentInstructions || payment.paymentLinkUrl) {
    doc.font('Helvetica-Bold').text('How to pay', left)
    doc.font('Helvetica')
    if (payment.paymentInstructions) doc.text(payment.paymentInstructions, left, doc.y, { width })
    if (payment.paymentLinkUrl) doc.text(`Pay online: ${payment.paymentLinkUrl}`, left, doc.y, { width })
  }
  doc.end()
  return done
}
