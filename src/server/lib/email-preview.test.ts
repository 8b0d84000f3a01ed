import { describe, expect, it } from 'vitest'

import { emailPreview } from './email-preview.ts'

const preview = (text: string | null, html: string | null = null) => emailPreview(text, html)

describe('emailPreview', () => {
  it('shows a short text as it is, on one line', () => {
    expect(preview('Hello,\n\n  can you   sharpen\tmy knives?')).toBe('Hello, can you sharpen my knives?')
  })

  it('cuts at 100 characters and adds ...', () => {
    const text = 'a'.repeat(99) + 'bc'
    expect(preview(text)).toBe(`${'a'.repeat(99)}b...`)
    expect(preview('a'.repeat(100))).toBe('a'.repeat(100))
    expect(preview(`${'a'.repeat(100)}   \n`)).toBe('a'.repeat(100))
  })

  it('strips markup, comments, and head, style and script contents, from text or HTML', () => {
    expect(preview('<b>Bold</b> and <i>italic</i>')).toBe('Bold and italic')
    expect(
      preview(
        null,
        '<html><head><title>T</title><style>p{color:red}</style></head><!-- <p>no</p> -->' +
          '<p>From&nbsp;HTML</p><script>alert("<p>")</script><p>Caf&eacute; &amp; &#8220;knives&#x201d;</p>',
      ),
    ).toBe('From\u00a0HTML Caf&eacute; & “knives”'.replace('\u00a0', ' '))
  })

  it('keeps a < that starts no tag', () => {
    expect(preview('I <3 sharp knives; 2 < 3')).toBe('I <3 sharp knives; 2 < 3')
  })

  it('uses the HTML when the text is blank', () => {
    expect(preview('  \n', '<div>Hi</div><div>there</div>')).toBe('Hi there')
  })

  it('never cuts an emoji in half', () => {
    expect(preview('🔪'.repeat(120))).toBe(`${'🔪'.repeat(100)}...`)
  })

  it('reads only the start of a very large body', () => {
    const html = `<html><head><style>${'x'.repeat(1_000_000)}</style></head><body>${'<p>Knife &amp; more</p>\n'.repeat(400_000)}</body></html>`
    const started = performance.now()
    expect(preview(null, html)).toMatch(/^Knife & more Knife & more .*\.\.\.$/)
    expect(performance.now() - started).toBeLessThan(200)
  })

  it('decodes entities cut by no slice boundary, however long the text', () => {
    const text = `${'a'.repeat(2040)}&amp;b`
    expect(preview(null, `<p>${' '.repeat(2030)}${text}</p>`)).toBe(`${'a'.repeat(100)}...`)
    expect(preview(null, `${' '.repeat(2044)}&amp;&amp;`)).toBe('&&')
  })

  it('is empty when there is no content', () => {
    expect(preview(null, null)).toBe('')
  })
})
