import { z } from 'zod'

/**
 * One-click unsubscribe from reminders and review requests (issue 43 point 3, RFC 8058). No sign-in: the link's
 * secret is the key.
 *
 *   GET  /api/public/unsubscribe/{token} → UnsubscribeStatus           404 (the page at /unsubscribe/{token} reads it)
 *   POST /unsubscribe/{token}            → UnsubscribeStatus, opted out  404 (the mail program's one-click POST)
 */
export const UnsubscribeStatus = z
  .object({
    /** The address the reminders go to, masked (j•••@example.com). */
    email: z.string(),
    /** Not unsubscribed: still asked for a review of each paid order, and reminded if they asked for that. */
    subscribed: z.boolean(),
    /** Also receiving "sharpening due" reminders: subscribed, and the reminder box ticked at their latest booking. */
    reminders: z.boolean(),
  })
  .meta({ id: 'UnsubscribeStatus' })
export type UnsubscribeStatus = z.infer<typeof UnsubscribeStatus>
