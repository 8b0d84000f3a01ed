import { describe, expect, it } from 'vitest'

import { escapeHtml, html } from './html.ts'

const name = '<script>alert(1)</script>'
const escapedName = '&lt;script&gt;alert(1)&lt;/script&gt;'

describe('e-mail markup', () => {
  it('escapes the five characters that could end text or an attribute', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    )
  })

  it('escapes every value placed in a template, in text and in attributes', () => {
    expect(html`<p title="${name}">${name}</p>`.value).toBe(`<p title="${escapedName}">${escapedName}</p>`)
  })

  it('keeps markup made by the tag, joins lists, and writes nothing for null', () => {
    const items = ['a&b', 'c'].map((item) => html`<li>${item}</li>`)
    // prettier-ignore
    expect(html`<ul>${items}</ul>`.value).toBe('<ul><li>a&amp;b</li><li>c</li></ul>')
    // prettier-ignore
    expect(html`<b>${null}${undefined}${3}</b>`.value).toBe('<b>3</b>')
  })
})
