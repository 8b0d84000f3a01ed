import type { Email } from '@shared/email.schema.ts'

/** Spec section 9: the list's preview is cut at 100 characters. */
export const PREVIEW_LENGTH = 100

/**
 * The text a person would read, without markup. DOMParser builds an inert document: nothing in it runs or
 * loads, so it is safe on hostile HTML.
 */
function textOf(source: string): string {
  const document = new DOMParser().parseFromString(source, 'text/html')
  document.querySelectorAll('head, script, style, noscript, template').forEach((node) => node.remove())
  return document.body?.textContent ?? ''
}

/**
 * A row's preview: the text version (or the HTML's text when there is none) stripped of markup, on one line,
 * cut to 100 characters plus '...' when longer. Characters, not UTF-16 units: an emoji is never cut in half.
 */
export function emailPreview(email: Pick<Email, 'textContent' | 'htmlContent'>): string {
  const source = email.textContent ?? email.htmlContent ?? ''
  const characters = Array.from(textOf(source).replace(/\s+/g, ' ').trim())
  if (characters.length <= PREVIEW_LENGTH) return characters.join('')
  return `${characters.slice(0, PREVIEW_LENGTH).join('')}...`
}
