import { EMAIL_PREVIEW_LENGTH } from '../../shared/email.schema.ts'

/**
 * A message's first words on one line, for the inbox's list: the text version (else the HTML's visible text),
 * whitespace collapsed, cut at 100 characters (code points, so an emoji is never halved) with '...' when longer.
 *
 * It reads only as far as the preview needs: a message can be 10 MB, and the preview is made while it is
 * stored, so nothing here copies or parses the whole body.
 */
export function emailPreview(text: string | null, html: string | null): string {
  const preview = new PreviewText()
  // Text versions carry markup too (a forwarded HTML message, a quoted tag): it is stripped the same way.
  const source = text !== null && text.trim() !== '' ? text : html
  if (source !== null) addVisibleText(source, preview)
  return preview.toString()
}

class PreviewText {
  private readonly characters: string[] = []
  private pendingSpace = false

  /** One character past the limit is enough to know the preview is cut. */
  get full(): boolean {
    return this.characters.length > EMAIL_PREVIEW_LENGTH
  }

  addText(text: string): void {
    // The string's own iterator: lazy, by code point, stopping as soon as the preview is full.
    for (const character of text) {
      if (this.full) return
      if (/\s/.test(character)) this.pendingSpace = this.characters.length > 0
      else {
        if (this.pendingSpace) this.characters.push(' ')
        this.pendingSpace = false
        this.characters.push(character)
      }
    }
  }

  addSpace(): void {
    this.pendingSpace = this.characters.length > 0
  }

  toString(): string {
    if (!this.full) return this.characters.join('')
    return `${this.characters.slice(0, EMAIL_PREVIEW_LENGTH).join('')}...`
  }
}

/** Elements whose content is never shown as text. */
const HIDDEN_ELEMENT = /<(head|script|style|noscript|template|title)(?=[\s/>])/iy
/** Tags that break a line where they stand: their text does not run into the next. */
const BLOCK_TAG =
  /<\/?(p|br|div|li|tr|td|th|h[1-6]|table|ul|ol|dl|dt|dd|blockquote|hr|section|article|header|footer|pre)(?=[\s/>])/iy
const TAG_START = /<[a-zA-Z/!?]/y
/** Text is decoded a slice at a time; an entity is never longer than this. */
const SLICE = 2048
const LONGEST_ENTITY = 12

/** The visible text of HTML, fed to the preview until it is full: comments, hidden elements and tags skipped. */
function addVisibleText(html: string, preview: PreviewText): void {
  let at = 0
  while (at < html.length && !preview.full) {
    const tag = html.indexOf('<', at)
    const textEnd = tag === -1 ? html.length : tag
    while (at < textEnd && !preview.full) {
      let end = Math.min(textEnd, at + SLICE)
      // Never cut an entity in two: a slice that ends inside one stops before its '&'.
      const ampersand = html.lastIndexOf('&', end)
      if (end < textEnd && ampersand > at && ampersand > end - LONGEST_ENTITY) end = ampersand
      preview.addText(decodeEntities(html.slice(at, end)))
      at = end
    }
    if (tag === -1 || preview.full) return
    at = skipMarkup(html, tag, preview)
  }
}

/** Where the text resumes after the markup that starts at `tag` (a '<'). */
function skipMarkup(html: string, tag: number, preview: PreviewText): number {
  const closing = (text: string, from: number) => {
    const found = html.indexOf(text, from)
    return found === -1 ? html.length : found + text.length
  }
  if (html.startsWith('<!--', tag)) return closing('-->', tag + 4)
  HIDDEN_ELEMENT.lastIndex = tag
  const hidden = HIDDEN_ELEMENT.exec(html)
  if (hidden) {
    const end = new RegExp(`</${hidden[1]}\\s*>`, 'gi')
    end.lastIndex = tag
    return end.exec(html) ? end.lastIndex : html.length
  }
  TAG_START.lastIndex = tag
  if (!TAG_START.test(html)) {
    preview.addText('<')
    return tag + 1
  }
  BLOCK_TAG.lastIndex = tag
  if (BLOCK_TAG.test(html)) preview.addSpace()
  return closing('>', tag + 1)
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  copy: '©',
  reg: '®',
  trade: '™',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  bull: '•',
  middot: '·',
  euro: '€',
}

function decodeEntities(text: string): string {
  if (!text.includes('&')) return text
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,8});/gi, (entity, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1))
      return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff)
        ? String.fromCodePoint(code)
        : ''
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? entity
  })
}
