import { ServedZip, ServiceArea } from '@shared/settings.schema.ts'

const isServedZip = (token: string) => ServedZip.safeParse(token).success

/**
 * ZIP codes pasted or typed in any form ("32804, 32803" or one a line), and what in the text is not one, by the
 * same rule the server applies.
 */
export function parseZipList(text: string): { zips: string[]; invalid: string[] } {
  const tokens = text.split(/[\s,;]+/).filter(Boolean)
  return { zips: tokens.filter(isServedZip), invalid: tokens.filter((token) => !isServedZip(token)) }
}

/**
 * The served ZIP codes as the server will store them (each once, in order), or the reason it would refuse them
 * (too many), checked with the shared ServiceArea schema before anything is sent.
 */
export function checkServedZips(servedZips: readonly string[]): ServiceArea | { error: string } {
  const result = ServiceArea.safeParse({ servedZips })
  if (result.success) return result.data
  return { error: result.error.issues[0]?.message ?? 'These ZIP codes cannot be saved' }
}
