import { z } from 'zod'

import { OutboxMessage } from './outbox.schema.ts'
import { isDisplayText } from './plain-text.ts'

/**
 * Replies from the app (issue 41 point 4): the owner answers a message in the inbox (an e-mail, or a message
 * written on the customer's order page) and the reply goes through the outbox. Admin session required.
 *
 *   GET  /api/emails/{id}/replies  → EmailReplyList                    404
 *   POST /api/emails/{id}/replies  EmailReplyBody → EmailReply (201)    400 404
 */

/** Long enough for any answer to a customer; longer is refused with a message, never cut. */
export const EMAIL_REPLY_MAX = 10_000

/** Plain text, line breaks allowed; HTML is kept as the text it is and escaped in the e-mail's HTML. */
export const EmailReplyBody = z.object(
  {
    body: z
      .string({ error: 'Please write a reply' })
      .trim()
      .min(1, 'Please write a reply')
      .max(EMAIL_REPLY_MAX, `The reply must be at most ${EMAIL_REPLY_MAX.toLocaleString('en-US')} characters`)
      .refine(
        (text) => isDisplayText(text, { multiline: true }),
        'The reply contains characters that are not allowed',
      ),
  },
  { error: 'The reply must be a JSON object' },
)
export type EmailReplyBody = z.input<typeof EmailReplyBody>

/** One reply in the message's thread, with the outbox message that carries it (its state, Retry). */
export const EmailReply = z
  .object({
    id: z.number().int(),
    emailId: z.number().int(),
    body: z.string(),
    createdAt: z.iso.datetime(),
    mail: OutboxMessage,
  })
  .meta({ id: 'EmailReply' })
export type EmailReply = z.infer<typeof EmailReply>

/** The replies to one message, oldest first. */
export const EmailReplyList = z.object({ replies: z.array(EmailReply) }).meta({ id: 'EmailReplyList' })
export type EmailReplyList = z.infer<typeof EmailReplyList>
