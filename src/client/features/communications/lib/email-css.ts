/**
 * Author CSS from a received e-mail, made unable to fetch anything. The browser un-escapes CSS before it reads a
 * function name (`u\72l(` is `url(`, `@\69mport` is `@import`), so the checks run on the un-escaped text, and that
 * text is what is kept: what was checked is what the frame reads.
 */

const CSS_COMMENT = /\/\*[\s\S]*?(\*\/|$)/g
/** A CSS escape: a backslash and 1 to 6 hex digits (one white space after them belongs to it), or any one character. */
const CSS_ESCAPE = /\\(?:([0-9a-f]{1,6})(?:\r\n|[ \t\r\n\f])?|(\r\n|[\s\S]))/gi

export function unescapeCss(css: string): string {
  return css.replace(CSS_ESCAPE, (_whole, hex: string | undefined, char: string | undefined) => {
    if (hex !== undefined) {
      const code = Number.parseInt(hex, 16)
      const valid = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff)
      return valid ? String.fromCodePoint(code) : '\ufffd'
    }
    // A backslash before a line break continues a string over lines: both go.
    return char === undefined || /^[\r\n\f]/.test(char) ? '' : char
  })
}

export const CSS_URL = /url\(\s*(['"]?)(.*?)\1\s*\)/gi
const CSS_IMPORT = /@import[^;]*;?/gi
/** What can make a browser fetch, besides url(): strings in image-set() or @import, fonts, old IE/Firefox hooks. */
const FETCHING_CSS =
  /url\(|@import|@font-face|@namespace|image-set\(|\bimage\(|\bsrc\(|cross-fade\(|element\(|expression\(|-moz-binding|behavior\s*:/i

export const isRemoteUrl = (url: string) => /^\s*(https?:)?\/\//i.test(url)
/** data: and cid: stay inside the message; anything else (relative paths included) would be a request. */
export const isEmbeddedUrl = (url: string) => /^\s*(data|cid):/i.test(url)

/**
 * The CSS to keep: un-escaped, without comments or @import, each url() left only when embedded (or remote and
 * `allowRemoteImages`), `none` otherwise. Counts the remote ones it met. When anything able to fetch remains
 * beyond those (an image-set() string, a font, an escape still there), the whole CSS is dropped: an e-mail
 * looks plainer without it, but nothing is fetched behind the admin's back.
 */
export function rewriteEmailCss(css: string, allowRemoteImages: boolean, countRemote: () => void): string {
  const plain = unescapeCss(css.replace(CSS_COMMENT, ''))
  const kept = (url: string) => isEmbeddedUrl(url) || (allowRemoteImages && isRemoteUrl(url))
  const rewritten = plain.replace(CSS_IMPORT, '').replace(CSS_URL, (whole, _quote: string, url: string) => {
    if (isRemoteUrl(url)) countRemote()
    return kept(url) ? whole : 'none'
  })
  const withoutKeptUrls = rewritten.replace(CSS_URL, (whole, _quote: string, url: string) =>
    kept(url) ? '' : whole,
  )
  if (rewritten.includes('\\') || FETCHING_CSS.test(withoutKeptUrls)) return ''
  return rewritten
}
