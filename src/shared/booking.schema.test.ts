import { describe, expect, it } from 'vitest'

import { CreateBookingBody, isPlainText } from './booking.schema.ts'
import { PHONE_INVALID } from './phone.ts'

const booking = { customerName: 'Jane Doe', customerEmail: 'jane@example.com', bladesOver9Inches: 1 }
const issues = (input: unknown) =>
  CreateBookingBody.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message])

describe('CreateBookingBody', () => {
  it('refuses a phone that is not a number, and keeps a real one as typed', () => {
    expect(issues({ ...booking, customerPhone: 'hello' })).toEqual([['customerPhone', PHONE_INVALID]])
    expect(CreateBookingBody.parse({ ...booking, customerPhone: '407.555.0102' }).customerPhone).toBe(
      '407.555.0102',
    )
  })

  it('reports a bad count alone, without the rules across counts that it would make meaningless', () => {
    expect(issues({ ...booking, bladesOver9Inches: -1 })).toEqual([
      ['bladesOver9Inches', 'Blades 9 inches and over cannot be negative'],
    ])
    expect(issues({ ...booking, measurementType: 'pickup', knifeCount: 0, nickRepairQuantity: 1 })).toEqual([
      ['knifeCount', 'At least 1 knife is required'],
    ])
  })

  it('still checks the knives when only a contact field is wrong', () => {
    expect(issues({ ...booking, customerName: '', bladesOver9Inches: 0 })).toEqual([
      ['customerName', 'Name is required'],
      ['bladesOver9Inches', 'Please select at least 1 knife to continue.'],
    ])
  })

  it('tells a huge count it is too many before it is told it is not whole', () => {
    expect(issues({ ...booking, bladesOver9Inches: 1e308 })?.[0]).toEqual([
      'bladesOver9Inches',
      'Blades 9 inches and over cannot be more than 100',
    ])
  })

  it('keeps line breaks in special requirements, and refuses them in one-line fields', () => {
    expect(
      CreateBookingBody.parse({ ...booking, specialRequirements: 'Two knives\nOne cleaver' }),
    ).toMatchObject({
      specialRequirements: 'Two knives\nOne cleaver',
    })
    expect(issues({ ...booking, city: 'Orlando\nFL' })).toEqual([
      ['city', 'City contains characters that are not allowed'],
    ])
  })
})

describe('isPlainText', () => {
  it.each([
    ['Crème brûlée 😀 ½', true],
    ['tab\there', false],
    ['nul\u0000', false],
    ['escape \u001b[31m', false],
    ['next line \u0085', false],
    ['lone \ud800 half', false],
  ])('%j is plain one-line text: %s', (text, plain) => {
    expect(isPlainText(text)).toBe(plain)
  })

  it('allows tabs and line breaks in free text only', () => {
    expect(isPlainText('a\tb\r\nc', { multiline: true })).toBe(true)
    expect(isPlainText('a\u0007b', { multiline: true })).toBe(false)
  })
})
