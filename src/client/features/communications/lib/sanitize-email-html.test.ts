// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'

import hostileMessage from '../../../../../tests/fixtures/mail/hostile-html.eml?raw'
import { sanitizeEmailHtml } from './sanitize-email-html'

/** The hostile message's HTML part (the fixture is 8bit, so its body is the HTML as stored). */
const hostileHtml = () => hostileMessage.slice(hostileMessage.indexOf('\r\n\r\n') + 4)

const parse = (document: string) => new DOMParser().parseFromString(document, 'text/html')

describe('sanitizeEmailHtml', () => {
  it('removes every script, event handler, javascript: link, form, frame and plugin of a hostile message', () => {
    const { document } = sanitizeEmailHtml(hostileHtml())
    const doc = parse(document)
    expect(
      doc.querySelectorAll('script, iframe, object, embed, form, input, button, link, video'),
    ).toHaveLength(0)
    expect(doc.querySelectorAll('meta[http-equiv="refresh"], base[href]')).toHaveLength(0)
    for (const element of Array.from(doc.querySelectorAll('*'))) {
      for (const attribute of Array.from(element.attributes)) {
        expect(attribute.name, element.outerHTML).not.toMatch(/^on/i)
        expect(attribute.value, element.outerHTML).not.toMatch(/javascript:/i)
      }
    }
    expect(doc.getElementById('hostile-marker')?.textContent).toBe('Hostile message body')
  })

  it('blocks every remote URL until asked: images, backgrounds, CSS url() and @import', () => {
    const { document, remoteImages } = sanitizeEmailHtml(hostileHtml())
    const remote = /https?:\/\/(?!.*data-blocked)/i
    const doc = parse(document)
    expect(
      doc.querySelector('img[data-blocked-src="https://tracker.evil.example/pixel.gif?id=42"]'),
    ).not.toBeNull()
    for (const element of Array.from(doc.querySelectorAll('*'))) {
      for (const attribute of Array.from(element.attributes)) {
        if (attribute.name.startsWith('data-blocked-') || attribute.name === 'title') continue
        if (element.nodeName === 'A' && attribute.name === 'href') continue
        expect(`${attribute.name}=${attribute.value}`).not.toMatch(remote)
      }
    }
    const styles = Array.from(doc.querySelectorAll('style'), (style) => style.textContent).join('\n')
    expect(styles).not.toMatch(/https?:/)
    expect(styles).not.toContain('@import')
    expect(remoteImages).toBeGreaterThanOrEqual(3)
  })

  it('lets remote images through once the admin asks, still without @import or referrer', () => {
    const { document } = sanitizeEmailHtml(
      '<p>Logo: <img src="https://images.example.com/logo.png" alt="Logo"></p><style>@import url(https://x.example/a.css);</style>',
      { allowRemoteImages: true },
    )
    const doc = parse(document)
    const image = doc.querySelector('img')
    expect(image?.getAttribute('src')).toBe('https://images.example.com/logo.png')
    expect(image?.getAttribute('referrerpolicy')).toBe('no-referrer')
    expect(document).not.toContain('@import')
    const policy = doc.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content')
    expect(policy).toContain('img-src data: cid: https: http:')
  })

  it("puts the frame's own policy first: nothing but inline styles and embedded images", () => {
    const { document } = sanitizeEmailHtml('<p>Hi</p>')
    const head = parse(document).head
    expect(head.firstElementChild?.outerHTML).toBe('<meta charset="utf-8">')
    expect(head.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content')).toBe(
      "default-src 'none'; img-src data: cid:; style-src 'unsafe-inline'; font-src data:",
    )
  })

  it("keeps the message's look: its styles, tables, inline data: images; links open outside the frame", () => {
    const { document, remoteImages } = sanitizeEmailHtml(
      '<html><head><style>p{color:#7c2d12}</style></head><body><table><tr><td>12</td></tr></table>' +
        '<img src="data:image/png;base64,iVBORw0KGgo=" alt="dot"><a href="https://example.com/track">Site</a></body></html>',
    )
    const doc = parse(document)
    expect(Array.from(doc.querySelectorAll('style'), (style) => style.textContent)).toContain(
      'p{color:#7c2d12}',
    )
    expect(doc.querySelector('td')?.textContent).toBe('12')
    expect(doc.querySelector('img')?.getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo=')
    expect(doc.querySelector('a')?.getAttribute('target')).toBe('_blank')
    expect(doc.querySelector('a')?.getAttribute('rel')).toBe('noopener noreferrer')
    expect(remoteImages).toBe(0)
  })

  it('drops relative URLs, which inside the frame would be requests to this site', () => {
    const { document } = sanitizeEmailHtml(
      '<img src="/api/emails" alt="x"><div style="background:url(/x.png)">a</div>',
    )
    expect(document).not.toContain('/api/emails')
    expect(document).not.toContain('/x.png')
  })
})
