import type { Booking } from '../../../shared/booking.schema.ts'
import type { Db } from '../../db/database.ts'
import { readBusinessSettings, readPaymentSettings } from '../business/index.ts'
import { renderInvoicePdf } from './invoice-pdf.ts'

/** The order's invoice as it stands now: the business and payment settings as last saved. */
export async function invoiceFor(db: Db, booking: Booking, now: number): Promise<Buffer> {
  const [business, payment] = await Promise.all([readBusinessSettings(db), readPaymentSettings(db)])
  return renderInvoicePdf({ booking, business, payment, now })
}
