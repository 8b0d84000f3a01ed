import { z } from 'zod'

import { Booking } from './booking.schema.ts'
import { isPlainText } from './plain-text.ts'
import { EmailSummary } from './email.schema.ts'

/**
 * The customer directory (issue 5, spec "Admin: Customers", docs/decisions.md "Data"). Every route needs the admin
 * session (401 otherwise); every error is ApiError.
 *
 *   GET /api/customers                 CustomerListQuery → CustomerList                    400
 *   GET /api/customers/summary         → CustomerSummary (the four cards, whole directory)
 *   GET /api/customers/{id}            → Customer                                          400 404
 *   GET /api/customers/{id}/bookings   → CustomerBookings (every order, newest first)      400 404
 *   GET /api/customers/{id}/emails     → CustomerEmails (newest first, at most 50)         400 404
 *
 * totalOrders, totalSpent, firstOrderDate and lastOrderDate are computed by SQL from the bookings, never stored.
 * totalOrders counts every booking (archived and cancelled included); totalSpent counts completed and paid ones.
 */

export const CUSTOMER_PAGE_SIZE = 25
export const CUSTOMER_PAGE_SIZE_MAX = 100
export const CUSTOMER_SEARCH_MAX = 200
/** How deep the directory pages: 10,000 customers; a search narrows further. */
export const CUSTOMER_RESULT_WINDOW = 10_000
/** The details dialog shows this many of the customer's latest e-mails. */
export const CUSTOMER_EMAILS_MAX = 50

export const CUSTOMER_SORTS = ['name', 'lastOrderDate'] as const

export const CustomerListQuery = z.object({
  /** Anywhere in name, e-mail, phone (as written or by its digits) and city, ignoring case; % and _ are literal. */
  search: z
    .string({ error: 'search must be text' })
    .trim()
    .max(CUSTOMER_SEARCH_MAX, `search must be at most ${CUSTOMER_SEARCH_MAX} characters`)
    .refine((text) => isPlainText(text), 'search contains characters that are not allowed')
    .optional()
    .transform((value) => value || undefined),
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page must be 1 or more')
    .max(CUSTOMER_RESULT_WINDOW, `page must be between 1 and ${CUSTOMER_RESULT_WINDOW}`)
    .default(1),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, `limit must be between 1 and ${CUSTOMER_PAGE_SIZE_MAX}`)
    .max(CUSTOMER_PAGE_SIZE_MAX, `limit must be between 1 and ${CUSTOMER_PAGE_SIZE_MAX}`)
    .default(CUSTOMER_PAGE_SIZE),
  /** Default name (A to Z); lastOrderDate sorts the most recent first unless order says otherwise. */
  sort: z.enum(CUSTOMER_SORTS, { error: `sort must be one of ${CUSTOMER_SORTS.join(', ')}` }).optional(),
  order: z.enum(['asc', 'desc'], { error: 'order must be asc or desc' }).optional(),
})
export type CustomerListQuery = z.input<typeof CustomerListQuery>
export type CustomerListQueryParsed = z.output<typeof CustomerListQuery>

/** The spec's Customer entity. */
export const Customer = z
  .object({
    id: z.number().int(),
    name: z.string(),
    /** Trimmed and lower-cased: one customer per address. */
    email: z.string(),
    phone: z.string().nullable(),
    streetAddress: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    zipCode: z.string().nullable(),
    totalOrders: z.number().int(),
    /** Dollars as a decimal string ("54.00"): completed and paid orders. */
    totalSpent: z.string(),
    /**
     * null only for a customer left without orders: correcting the e-mail of their only order (the edit dialog)
     * moves it to the customer of the new address, and the old one stays with totalOrders 0.
     */
    firstOrderDate: z.iso.datetime().nullable(),
    lastOrderDate: z.iso.datetime().nullable(),
    /**
     * "E-mail me when my knives are due for sharpening again", as the customer last answered it with a booking
     * (or took it back by unsubscribing). Only the customer can change it: the owner sees it, read-only.
     */
    remindersOptIn: z.boolean(),
    /**
     * When the customer unsubscribed (the link in a reminder or review request): no reminders nor review requests
     * since; null while subscribed. A later booking with the reminder box ticked clears it. Read-only, as above.
     */
    unsubscribedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'Customer' })
export type Customer = z.infer<typeof Customer>

export const CustomerList = z
  .object({
    customers: z.array(Customer),
    /** Customers matching the search, across all pages; for a search, at most a few pages ahead (moreThanTotal). */
    total: z.number().int(),
    /** More customers than `total` match the search: it was counted no further (the orders list does the same). */
    moreThanTotal: z.boolean().optional(),
  })
  .meta({ id: 'CustomerList' })
export type CustomerList = z.infer<typeof CustomerList>

/** The four cards of Customer Management, over the whole directory whatever the search. */
export const CustomerSummary = z
  .object({
    totalCustomers: z.number().int(),
    /** Customers with more than one order. */
    repeatCustomers: z.number().int(),
    /** Dollars as a decimal string: every customer's totalSpent added up. */
    totalRevenue: z.string(),
    /**
     * totalRevenue divided by the number of completed and paid orders (docs/decisions.md "Stats", not the
     * spec's every order), "0.00" when there are none.
     */
    avgOrderValue: z.string(),
  })
  .meta({ id: 'CustomerSummary' })
export type CustomerSummary = z.infer<typeof CustomerSummary>

/** Digits only ("12"): "1e3", "0x10" or " 12" are 400; a number no customer has is 404. */
export const CustomerIdParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,12}$/, 'The customer id must be a whole number')
    .transform(Number),
})

export const CustomerBookings = z.object({ bookings: z.array(Booking) }).meta({ id: 'CustomerBookings' })
export type CustomerBookings = z.infer<typeof CustomerBookings>

/** The e-mails linked to the customer, or sent from their address. */
export const CustomerEmails = z.object({ emails: z.array(EmailSummary) }).meta({ id: 'CustomerEmails' })
export type CustomerEmails = z.infer<typeof CustomerEmails>
