/* eslint-disable no-control-regex -- these patterns exist to find control characters */
/**
 * Control characters in a one-line field: invisible on screen, they break e-mail headers and CSV cells, and
 * PostgreSQL cannot store NUL at all.
 */
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/
/** The same, but free text may keep its tabs and line breaks. */
const CONTROL_CHARACTERS_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/
/* eslint-enable no-control-regex */
/** Half of a UTF-16 surrogate pair: JSON can carry one, but no database stores it as sent. */
const LONE_SURROGATE = /\p{Cs}/u

/**
 * The one text rule every input follows: text a person could have typed, with no control characters (beyond
 * tab and line breaks where `multiline` allows them) and no broken Unicode.
 */
export function isPlainText(text: string, { multiline = false } = {}): boolean {
  const control = multiline ? CONTROL_CHARACTERS_BUT_LINES : CONTROL_CHARACTERS
  return !control.test(text) && !LONE_SURROGATE.test(text)
}

/**
 * Bidirectional overrides and isolates (U+202A–U+202E, U+2066–U+2069) and zero-width characters and marks
 * (U+200B–U+200F): text holding them shows on screen, in the CSV and in e-mails as other than it was written
 * ("Trojan Source"), or hides what it says. Refused in every free text that is shown elsewhere.
 */
const INVISIBLE_FORMATTING = /[\u200b-\u200f\u202a-\u202e\u2066-\u2069]/

/**
 * The text rule for what people type that others read (names, addresses, notes, messages, the business's
 * details): plain text that also displays as written, with no bidirectional or zero-width controls.
 */
export function isDisplayText(text: string, { multiline = false } = {}): boolean {
  return isPlainText(text, { multiline }) && !INVISIBLE_FORMATTING.test(text)
}

/** Characters as a person counts them (code points): an emoji is one, where String.length says two. */
export const characterCount = (text: string): number => {
  let count = 0
  for (const _ of text) count++
  return count
}

export const notAllowedCharacters = (label: string) => `${label} contains characters that are not allowed`

const isPlainObject = (value: object): value is Record<string, unknown> => {
  const prototype: unknown = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}

/**
 * The path of the first text anywhere in a parsed request part (JSON body, query, path) that breaks the text
 * rule even for free text, or undefined when all of it is plain. Keys count as text too.
 */
export function findNonPlainText(value: unknown, path: string[] = []): string[] | undefined {
  if (typeof value === 'string') return isPlainText(value, { multiline: true }) ? undefined : path
  if (typeof value !== 'object' || value === null) return undefined
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findNonPlainText(item, [...path, String(index)])
      if (found) return found
    }
    return undefined
  }
  if (!isPlainObject(value)) return undefined
  for (const [key, item] of Object.entries(value)) {
    if (!isPlainText(key)) return [...path, key]
    const found = findNonPlainText(item, [...path, key])
    if (found) return found
  }
  return undefined
}
