import DOMPurify from 'dompurify'

import { isEmbeddedUrl, isRemoteUrl, rewriteEmailCss } from './email-css'

export interface SanitizedEmail {
  /** A whole document for the sandboxed frame's srcdoc. */
  document: string
  /** Remote images (and backgrounds) the message asks for; blocked unless `allowRemoteImages`. */
  remoteImages: number
}

/** Things an e-mail has no business showing inside the admin's app: forms that phish, frames, plugins, media. */
const FORBIDDEN_TAGS = [
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'iframe',
  'frame',
  'frameset',
]
const FORBIDDEN_MORE = [
  'object',
  'embed',
  'applet',
  'audio',
  'video',
  'source',
  'track',
  'meta',
  'link',
  'base',
]
/** srcset would need its own URL list parsed; src is enough for an e-mail. */
const FORBIDDEN_ATTRIBUTES = ['srcset', 'ping', 'action', 'formaction']
/** Attributes that make the browser fetch the URL they hold. */
const FETCHING_ATTRIBUTES = ['src', 'background', 'poster']

/** The frame's own policy: a second wall behind the sanitiser, should it ever miss a URL. */
const framePolicy = (allowRemoteImages: boolean) =>
  [
    "default-src 'none'",
    `img-src data: cid:${allowRemoteImages ? ' https: http:' : ''}`,
    "style-src 'unsafe-inline'",
    'font-src data:',
  ].join('; ')

const BASE_STYLE =
  'body{margin:16px;font:14px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f1b16;' +
  'background:#fff;overflow-wrap:anywhere}img{max-width:100%;height:auto}table{max-width:100%}'

/**
 * Sanitises a received HTML e-mail (DOMPurify) into a document for a frame with `sandbox=""` (no scripts, no
 * same origin). Scripts, event handlers, javascript: links and forms go; styles stay, since inside the frame
 * they cannot reach the page. Remote images are blocked (kept as data-blocked-* so nothing fetches them) until
 * the admin asks for them; links open outside the frame, and never carry a referrer.
 */
export function sanitizeEmailHtml(html: string, { allowRemoteImages = false } = {}): SanitizedEmail {
  const purify = DOMPurify(window)
  let remoteImages = 0

  const rewriteCss = (css: string) =>
    rewriteEmailCss(css, allowRemoteImages, () => {
      remoteImages += 1
    })

  purify.addHook('uponSanitizeElement', (node) => {
    if (node.nodeName === 'STYLE' && node.textContent) node.textContent = rewriteCss(node.textContent)
  })
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (!(node instanceof Element)) return
    for (const name of FETCHING_ATTRIBUTES) {
      const url = node.getAttribute(name)
      if (url === null || isEmbeddedUrl(url)) continue
      if (isRemoteUrl(url)) remoteImages += 1
      if (allowRemoteImages && isRemoteUrl(url)) continue
      node.removeAttribute(name)
      if (isRemoteUrl(url)) node.setAttribute(`data-blocked-${name}`, url)
    }
    const style = node.getAttribute('style')
    const safeStyle = style ? rewriteCss(style) : ''
    if (safeStyle) node.setAttribute('style', safeStyle)
    else node.removeAttribute('style')
    if (node.nodeName === 'IMG') node.setAttribute('referrerpolicy', 'no-referrer')
    if (node.nodeName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank')
      node.setAttribute('rel', 'noopener noreferrer')
      // Where a link goes, readable on hover before anyone follows it.
      if (!node.hasAttribute('title')) node.setAttribute('title', node.getAttribute('href') ?? '')
    }
  })

  // With WHOLE_DOCUMENT, the DOM returned is the <html> element of an inert document.
  const root = purify.sanitize(html, {
    USE_PROFILES: { html: true },
    WHOLE_DOCUMENT: true,
    RETURN_DOM: true,
    FORBID_TAGS: [...FORBIDDEN_TAGS, ...FORBIDDEN_MORE],
    FORBID_ATTR: FORBIDDEN_ATTRIBUTES,
  }) as HTMLElement

  const head = root.ownerDocument.createElement('head')
  head.innerHTML =
    `<meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${framePolicy(allowRemoteImages)}">` +
    `<meta name="referrer" content="no-referrer"><base target="_blank"><style>${BASE_STYLE}</style>`
  // The message's own head (its styles) follows ours, so its rules win where they differ.
  const ownHead = root.querySelector('head')
  if (ownHead) head.append(...Array.from(ownHead.childNodes))
  const body = root.querySelector('body')
  return {
    document: `<!doctype html><html>${head.outerHTML}${body ? body.outerHTML : '<body></body>'}</html>`,
    remoteImages,
  }
}
