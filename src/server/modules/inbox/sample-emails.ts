import { randomUUID } from 'node:crypto'

import MailComposer from 'nodemailer/lib/mail-composer'

import type { Db } from '../../db/database.ts'

interface Sender {
  name: string
  address: string
}

interface SampleEmail {
  /** A known customer's message when the inbox has customers; this sender otherwise. */
  from: Sender
  fromCustomer?: boolean
  subject?: string
  /** Signed with the sender's first name. */
  text?: (signature: string) => string
  html?: string
  minutesAgo: number
  attachment?: { filename: string; content: string }
}

/** Made-up senders; example.com and friends never receive real mail. */
const MARIA = { name: 'Maria Gonzalez', address: 'maria.gonzalez@example.com' }
const LINDA = { name: 'Linda Park', address: 'linda.park@example.com' }
const TOM = { name: 'Tom Becker', address: 'tbecker@example.net' }
const ANDRE = { name: 'Chef André Dupont', address: 'andre@bistro.example.com' }
const NO_NAME = { name: '', address: 'sam.k@example.org' }

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? ''

/** Realistic messages about the service: plain and HTML, one without a subject, one with a photo attached. */
function sampleMessages(business: string): SampleEmail[] {
  return [
    {
      from: MARIA,
      fromCustomer: true,
      subject: 'Pickup time on Thursday?',
      text: (signature) =>
        `Hi,\n\nCould you pick up my knives on Thursday after 5 pm instead of the morning? I'll leave the bag on the porch if that's easier.\n\nThanks!\n${signature}`,
      minutesAgo: 12,
    },
    {
      from: LINDA,
      fromCustomer: true,
      subject: 'Thank you - my chef’s knife is razor sharp again',
      html: `<p>Hello ${business} team,</p><p>The knives came back <strong>wonderfully sharp</strong>. My 8&quot; chef’s knife slices tomatoes like butter again.</p><ul><li>Chef’s knife: perfect</li><li>Paring knife: perfect</li><li>Santoku: the small nick is gone</li></ul><p>I'll book again in spring.</p><p>Best wishes</p>`,
      minutesAgo: 95,
    },
    {
      from: TOM,
      subject: 'Do you sharpen serrated bread knives?',
      text: (signature) =>
        `Hello,\n\nI read that serrated blades are not accepted. Is that true for bread knives too, or only for steak knives? My Wüsthof bread knife is getting dull.\n\nRegards,\n${signature}`,
      minutesAgo: 180,
    },
    {
      from: ANDRE,
      subject: 'Restaurant account: 40 knives every two weeks',
      html: `<h2 style="color:#7c2d12">Bistro Dupont</h2><p>Bonjour,</p><p>We are a 40-seat bistro looking for a regular sharpening service. Would a standing pickup every other Monday work for you?</p><table border="1" cellpadding="4" style="border-collapse:collapse"><tr><th>Blade</th><th>Count</th></tr><tr><td>Over 9&quot;</td><td>12</td></tr><tr><td>7-9&quot;</td><td>20</td></tr><tr><td>4-6&quot;</td><td>8</td></tr></table><p>Our logo for your records:<br><img src="https://images.example.com/bistro-dupont-logo.png" alt="Bistro Dupont logo" width="120"></p><p>Merci,<br>André</p>`,
      minutesAgo: 26 * 60,
    },
    {
      from: MARIA,
      fromCustomer: true,
      text: (signature) =>
        `Hi, I forgot to put my small paring knife in the bag yesterday. Can you add it to my order? It's the one with the wooden handle.\n\n${signature}`,
      minutesAgo: 2 * 24 * 60,
    },
    {
      from: NO_NAME,
      subject: 'Photo of the chipped blade',
      text: () =>
        `Hello,\n\nAttached is a photo of the chip near the tip of my santoku. Is that something your nick repair can fix?\n\nSam`,
      attachment: { filename: 'santoku-chip.jpg', content: 'not really a photo' },
      minutesAgo: 3 * 24 * 60,
    },
  ]
}

/** Up to two customers who booked most recently, so the samples show 'Known Customer' when there are any. */
async function recentCustomers(db: Db): Promise<Sender[]> {
  const rows = await db
    .selectFrom('customers')
    .select(['name', 'email'])
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(2)
    .execute()
  return rows.map((row) => ({ name: row.name, address: row.email }))
}

/** The samples as raw RFC 822 messages, so "Add Test Emails" exercises the same parsing as real mail. */
export async function buildSampleMessages(
  db: Db,
  options: { businessName: string; businessEmail: string; now: number },
): Promise<Buffer[]> {
  const customers = await recentCustomers(db)
  const domain = options.businessEmail.split('@')[1] ?? 'localhost'
  let nextCustomer = 0
  return Promise.all(
    sampleMessages(options.businessName).map((sample) => {
      // The customer messages take turns among the customers there are.
      const sender =
        sample.fromCustomer && customers.length > 0
          ? customers[nextCustomer++ % customers.length]!
          : sample.from
      return new MailComposer({
        from: sender,
        to: { name: options.businessName, address: options.businessEmail },
        subject: sample.subject,
        text: sample.text?.(firstName(sender.name)),
        html: sample.html,
        date: new Date(options.now - sample.minutesAgo * 60_000),
        messageId: `<sample-${randomUUID()}@${domain}>`,
        attachments: sample.attachment ? [{ ...sample.attachment, contentType: 'image/jpeg' }] : [],
      })
        .compile()
        .build()
    }),
  )
}
