/** Markup this module wrote itself, safe to place in a message as is. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString() {
    return this.value
  }
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

const SPECIAL = /[&<>"']/g

/** Text as HTML: safe between tags and inside a quoted attribute. */
export function escapeHtml(text: string): string {
  // Most values have nothing to escape: looking first spares replace's copy. (search, unlike test, ignores the
  // global pattern's lastIndex.)
  return text.search(SPECIAL) === -1 ? text : text.replace(SPECIAL, (char) => ENTITIES[char]!)
}

type HtmlValue = SafeHtml | string | number | null | undefined | readonly HtmlValue[]

function render(value: HtmlValue): string {
  if (value instanceof SafeHtml) return value.value
  if (Array.isArray(value)) return value.map(render).join('')
  if (value === null || value === undefined) return ''
  return escapeHtml(String(value))
}

/**
 * A template tag for e-mail markup: every interpolated value is escaped unless it is SafeHtml made by this tag,
 * so a customer's name or note can never become markup, and forgetting to escape is not possible.
 */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  return new SafeHtml(strings.reduce((out, string, index) => out + render(values[index - 1]) + string))
}
