import { describe, expect, it } from 'vitest'

import { CreateBookingBody } from './booking.schema.ts'
import { StatusUpdateBody } from './booking-admin.schema.ts'
import { OrderMessageBody } from './order-page.schema.ts'
import { PickupClosure } from './pickup.schema.ts'
import { isDisplayText } from './plain-text.ts'
import { BusinessProfile } from './settings.schema.ts'
import { videoDescriptionField, videoTitleField } from './video.schema.ts'

/** Each character the rule refuses: the bidirectional controls and the zero-width characters and marks. */
const REFUSED = [
  ...Array.from({ length: 5 }, (_, index) => 0x200b + index),
  ...Array.from({ length: 5 }, (_, index) => 0x202a + index),
  ...Array.from({ length: 4 }, (_, index) => 0x2066 + index),
].map((code) => String.fromCodePoint(code))

const booking = {
  customerName: 'Jane Doe',
  customerEmail: 'jane@example.com',
  streetAddress: '12 Palm Lane',
  city: 'Orlando',
  state: 'FL',
  zipCode: '32804',
  measurementType: 'self',
  blades4To6Inches: 1,
}

describe('text that displays as written', () => {
  it.each(REFUSED.map((character) => [character.codePointAt(0)!.toString(16).toUpperCase(), character]))(
    'refuses U+%s anywhere in the text',
    (_code, character) => {
      expect(isDisplayText(`Jane${character} Doe`)).toBe(false)
      expect(isDisplayText(`${character}`, { multiline: true })).toBe(false)
    },
  )

  it('keeps what is around them: other scripts, emoji, the soft hyphen, line breaks where allowed', () => {
    for (const text of ['José Ñúñez', 'محمد', 'שלום', '山田太郎', 'Knife 🔪', 'Ha\u00adyes']) {
      expect(isDisplayText(text), text).toBe(true)
    }
    expect(isDisplayText('a\nb', { multiline: true })).toBe(true)
    expect(isDisplayText('a\nb')).toBe(false)
  })

  it("is every free-text field's rule, refused with that field's message", () => {
    const rlo = '\u202e'
    const cases: Array<
      [{ safeParse(value: unknown): { success: boolean; error?: unknown } }, unknown, RegExp]
    > = [
      [CreateBookingBody, { ...booking, customerName: `Jane ${rlo}eoD` }, /^Name contains characters/],
      [
        CreateBookingBody,
        { ...booking, streetAddress: `12 Palm${rlo} Lane` },
        /contains characters that are not/,
      ],
      [CreateBookingBody, { ...booking, city: `Or\u200blando` }, /contains characters that are not allowed/],
      [CreateBookingBody, { ...booking, specialRequirements: `Gate \u2066code` }, /contains characters/],
      [OrderMessageBody, { message: `Hello ${rlo}` }, /^Your message contains characters/],
      [StatusUpdateBody, { status: 'paid', notes: `Paid\u200f` }, /^Notes contain characters/],
      [PickupClosure, { from: '2026-12-24', to: '2026-12-26', note: `Closed${rlo}` }, /^Note contains/],
      [videoTitleField, `Title ${rlo}`, /^Title contains characters/],
      [videoDescriptionField, `About \u2069`, /^Description contains characters/],
    ]
    for (const [schema, value, message] of cases) {
      const result = schema.safeParse(value)
      expect(result.success, JSON.stringify(value)).toBe(false)
      expect(JSON.stringify(result.error), JSON.stringify(value)).toMatch(message.source.replace('^', ''))
    }
    const profile = BusinessProfile.safeParse({ name: `Sharp${rlo} Edge` })
    expect(profile.success).toBe(false)
    expect(JSON.stringify(profile.error)).toContain('Business name contains characters that are not allowed')
  })
})
