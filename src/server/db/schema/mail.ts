import type { Generated } from 'kysely'

// Mail in (the inbox, the owner's replies) and out (the outbox and its attachments). The tables together: ../schema.ts.

export interface EmailsTable {
  id: Generated<number>
  message_id: string | null
  /** 'email', or 'order-page' for a message written on the customer's order page (EmailSource). */
  source: Generated<string>
  from_name: string | null
  from_email: string
  to_email: string | null
  subject: string | null
  text_content: string | null
  html_content: string | null
  /** The list's summary of the bodies, written with them (lib/email-preview.ts); the list never reads a body. */
  preview: Generated<string>
  /** Bytes of text_content and html_content (UTF-8). */
  size: Generated<number>
  has_html: Generated<number>
  is_read: Generated<number>
  customer_id: number | null
  /** The order a message is about: set for messages written on the customer's order page. */
  booking_id: Generated<number | null>
  attachment_count: Generated<number>
  received_at: number
  created_at: number
}

/** A reply the owner wrote to a message in the inbox (migration 0038), and the outbox message carrying it. */
export interface EmailRepliesTable {
  id: Generated<number>
  email_id: number
  outbox_id: number
  /** As the owner wrote it, trimmed. */
  body: string
  created_at: number
}

/** The durable mail outbox (migration 0009); see modules/outgoing-mail/outbox.repository.ts. */
export interface MailOutboxTable {
  id: Generated<number>
  kind: string
  booking_id: number | null
  to_name: string
  to_email: string
  subject: string
  text_body: string
  html_body: string
  /** Fixed when queued: every attempt sends the same Message-ID, so a repeat is recognisable as one. */
  message_id: string
  status: string
  attempts: Generated<number>
  /** queued: the next try; sending: when the claim lapses; sent or failed: null. */
  next_attempt_at: number | null
  last_error: string | null
  sent_at: number | null
  created_at: number
  updated_at: number
  /** The unsubscribe link of a marketing message (List-Unsubscribe, RFC 8058); null for transactional mail. */
  list_unsubscribe: Generated<string | null>
  /** A reply's: the Message-ID of the e-mail it answers, sent as In-Reply-To and References (migration 0038). */
  in_reply_to: Generated<string | null>
}

/** A file a queued message carries (migration 0032): the invoice's PDF. */
export interface MailAttachmentsTable {
  id: Generated<number>
  outbox_id: number
  file_name: string
  content_type: string
  content: Buffer
}
