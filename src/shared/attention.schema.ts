import { z } from 'zod'

import { pageLimit, pageNumber } from './page-query.ts'

/**
 * "Needs attention" (issue 41 point 2): what the owner must look at, each item recorded in the transaction of the
 * event that causes it, at most one open item per cause, open until the owner marks it done.
 *
 *   GET  /api/attention?status=open|done&page=&limit=  → AttentionList
 *   POST /api/attention/{id}/done                      → AttentionItem              404
 */
export const ATTENTION_KINDS = [
  'customer_cancelled',
  'customer_rescheduled',
  'customer_message',
  'mail_failed',
  'over_capacity',
  'no_pickup_time',
] as const
export const AttentionKind = z.enum(ATTENTION_KINDS)
export type AttentionKind = z.infer<typeof AttentionKind>

export const ATTENTION_STATUSES = ['open', 'done'] as const

export const ATTENTION_PAGE_SIZE = 20
export const ATTENTION_PAGE_SIZE_MAX = 100

export const AttentionListQuery = z.object({
  status: z
    .enum(ATTENTION_STATUSES, { error: `status must be one of ${ATTENTION_STATUSES.join(', ')}` })
    .default('open'),
  page: pageNumber(),
  limit: pageLimit(ATTENTION_PAGE_SIZE, ATTENTION_PAGE_SIZE_MAX),
})
export type AttentionListQuery = z.infer<typeof AttentionListQuery>

export const AttentionItem = z
  .object({
    id: z.number().int(),
    kind: AttentionKind,
    /** The order it is about; null for a message about no order (e.g. a customer's order links). */
    bookingId: z.number().int().nullable(),
    /** When the event happened (the latest one, when the same cause happened again while open). */
    at: z.iso.datetime(),
    /** What happened, in plain words for the owner. */
    text: z.string(),
    doneAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'AttentionItem' })
export type AttentionItem = z.infer<typeof AttentionItem>

export const AttentionList = z
  .object({
    /** Open items newest first; done ones most recently done first. */
    items: z.array(AttentionItem),
    total: z.number().int(),
  })
  .meta({ id: 'AttentionList' })
export type AttentionList = z.infer<typeof AttentionList>

export const AttentionIdParams = z.object({
  id: z.coerce.number({ error: 'id must be a number' }).int('id must be a whole number'),
})
