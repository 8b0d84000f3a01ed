// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'

import { emailPreview } from './email-preview'

const preview = (textContent: string | null, htmlContent: string | null = null) =>
  emailPreview({ textContent, htmlContent })

describe('emailPreview', () => {
  it('shows a short text as it is, on one line', () => {
    expect(preview('Hello,\n\n  can you   sharpen\tmy knives?')).toBe('Hello, can you sharpen my knives?')
  })

  it('cuts at 100 characters and adds ...', () => {
    const text = 'a'.repeat(99) + 'bc'
    expect(preview(text)).toBe(`${'a'.repeat(99)}b...`)
    expect(preview('a'.repeat(100))).toBe('a'.repeat(100))
  })

  it('strips markup, including style and script contents, from text or HTML', () => {
    expect(preview('<b>Bold</b> and <i>italic</i>')).toBe('Bold and italic')
    expect(preview(null, '<style>p{color:red}</style><p>From&nbsp;HTML</p><script>alert(1)</script>')).toBe(
      'From\u00a0HTML'.replace(/\s/g, ' '),
    )
  })

  it('never cuts an emoji in half', () => {
    const result = preview('🔪'.repeat(120))
    expect(result).toBe(`${'🔪'.repeat(100)}...`)
  })

  it('is empty when there is no content', () => {
    expect(preview(null, null)).toBe('')
  })
})
