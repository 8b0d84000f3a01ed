/** ZIP codes pasted or typed in any form ("32804, 32803" or one a line), and what in the text is not one. */
export function parseZipList(text: string): { zips: string[]; invalid: string[] } {
  const tokens = text.split(/[\s,;]+/).filter(Boolean)
  return {
    zips: tokens.filter((token) => /^\d{5}$/.test(token)),
    invalid: tokens.filter((token) => !/^\d{5}$/.test(token)),
  }
}

/** The list with the new codes added, each once, in order. */
export const withZips = (current: readonly string[], added: readonly string[]) =>
  [...new Set([...current, ...added])].sort()
