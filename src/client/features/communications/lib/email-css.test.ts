// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'

import { unescapeCss } from './email-css'
import { sanitizeEmailHtml } from './sanitize-email-html'

/** CSS that fetches once the browser un-escapes it; each was only stopped by the frame's CSP before. */
const ESCAPED_STYLE_ATTRIBUTES = [
  'background:u\\72l(https://evil.example/a.png)',
  'background:\\75\\72\\6c(https://evil.example/b.png)',
  'background:\\000075rl(https://evil.example/c.png)',
  'background:u\\rl(https://evil.example/d.png)',
  'background:u\\\\72l(https://evil.example/e.png)',
  "background-image:image-set('https://evil.example/f.png' 1x)",
  "background-image:-webkit-image-set('https://evil.example/g.png' 1x)",
  "background-image:image-set(u\\72l('https://evil.example/h.png') 1x)",
  'background:url(/**/https://evil.example/i.png)',
  'background:url(  "https://evil.example/j.png"  )',
]
const ESCAPED_STYLE_BLOCKS = [
  '@\\69mport "https://evil.example/a.css";',
  '@\\69 mport url(https://evil.example/b.css);',
  '@im\\port "https://evil.example/c.css";',
  '@font-face{font-family:x;src:u\\72l(https://evil.example/d.woff)}',
  "div{background:image-set('https://evil.example/e.png' 1x)}",
  'div{background:\\75\\72\\6c(https://evil.example/f.png)}',
]

describe('e-mail CSS', () => {
  it('un-escapes CSS as the browser does', () => {
    expect(unescapeCss('u\\72l(')).toBe('url(')
    expect(unescapeCss('@\\69mport')).toBe('@import')
    expect(unescapeCss('@\\69 mport')).toBe('@import')
    expect(unescapeCss('\\000075rl')).toBe('url')
    expect(unescapeCss('u\\rl')).toBe('url')
    expect(unescapeCss('a\\\\b')).toBe('a\\b')
  })

  it.each(ESCAPED_STYLE_ATTRIBUTES)('leaves nothing remote in the style attribute %s', (style) => {
    const { document } = sanitizeEmailHtml(`<div style="${style.replaceAll('"', '&quot;')}">Hello</div>`)
    expect(document).not.toContain('evil.example')
    expect(new DOMParser().parseFromString(document, 'text/html').body.textContent).toBe('Hello')
  })

  it.each(ESCAPED_STYLE_BLOCKS)('leaves nothing remote in the style block %s', (css) => {
    const { document } = sanitizeEmailHtml(`<html><head><style>${css}</style></head><body>Hi</body></html>`)
    expect(document).not.toContain('evil.example')
  })

  it('keeps ordinary author CSS, embedded images and escaped content as they mean', () => {
    const { document } = sanitizeEmailHtml(
      '<div style="color:#c00;background:url(data:image/png;base64,iVBORw0KGgo=)">a</div>' +
        '<style>p::before{content:"\\201C"}</style>',
    )
    expect(document).toContain('color:#c00;background:url(data:image/png;base64,iVBORw0KGgo=)')
    expect(document).toContain('content:"\u201C"')
  })

  it('lets a remote image in CSS through once the admin asks, but never an escaped import', () => {
    const { document, remoteImages } = sanitizeEmailHtml(
      '<div style="background:u\\72l(https://images.example.com/bg.png)">a</div>' +
        '<style>@\\69mport "https://evil.example/a.css";</style>',
      { allowRemoteImages: true },
    )
    expect(document).toContain('background:url(https://images.example.com/bg.png)')
    expect(document).not.toContain('evil.example')
    expect(remoteImages).toBe(1)
  })
})
