/**
 * The public surface of modules/invoices (docs/architecture.md, "Server modules"): what other modules,
 * app.ts, the scripts and other modules' tests may import. The rest of the folder is private to it.
 */
export { invoiceFileName } from './invoice-pdf.ts'
export { invoiceRoutes, PDF_RESPONSE } from './invoice.routes.ts'
export { invoiceFor } from './invoice.ts'
