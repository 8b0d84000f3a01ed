import type { Insertable } from 'kysely'

import type { EmailsTable } from '../src/server/db/schema.ts'
import { summaryColumns } from '../src/server/modules/inbox/index.ts'
import type { BookingSeed } from './seed-rows.ts'
import { Random } from './random.ts'

const SUBJECTS = [
  'Pickup time this week?',
  'Question about my order',
  'Thank you!',
  'Can you sharpen scissors too?',
  'Change of address',
  'Re: Your booking confirmation',
]

const DAY = 24 * 60 * 60 * 1000

/**
 * Customer mail as the inbox stores it (store-inbound-message.ts): the sender's address normalised and linked
 * to the customer it names; one in five from someone who never booked. The latest ones still unread.
 */
export function makeEmailSeed(customers: BookingSeed['customers'], count: number, now: number, seed = 2) {
  const random = new Random(seed)
  const rows: Insertable<EmailsTable>[] = []
  for (let i = 0; i < count; i++) {
    const customer = random.chance(0.8) ? random.pick(customers) : undefined
    const receivedAt = Math.floor(now - 730 * DAY * (1 - Math.sqrt(random.next())))
    const subject = random.pick(SUBJECTS)
    const text = `Hello,\n\n${subject} Thanks.\n`
    const html = random.chance(0.3) ? `<p>Hello,</p><p>${subject} Thanks.</p>` : null
    rows.push({
      message_id: `<bench-${seed}-${i}@mail.example>`,
      from_name: customer?.name ?? 'Alex Stranger',
      from_email: customer?.email ?? `stranger${i}@example.net`,
      to_email: 'hello@sharpedge.example',
      subject,
      text_content: text,
      html_content: html,
      ...summaryColumns(text, html),
      is_read: now - receivedAt > 7 * DAY || random.chance(0.3) ? 1 : 0,
      customer_id: customer?.id ?? null,
      attachment_count: random.chance(0.05) ? 1 : 0,
      received_at: receivedAt,
      created_at: receivedAt + random.int(1, 120) * 1000,
    })
  }
  return rows.sort((a, b) => a.received_at - b.received_at)
}
