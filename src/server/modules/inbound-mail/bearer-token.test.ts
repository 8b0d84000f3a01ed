import { describe, expect, it } from 'vitest'

import { bearerTokenOf, tokenMatches } from './bearer-token.ts'

describe('the inbound bearer token', () => {
  it('reads the token of a Bearer header in any case, and nothing else', () => {
    expect(bearerTokenOf('Bearer abc')).toBe('abc')
    expect(bearerTokenOf('bearer   abc ')).toBe('abc')
    for (const header of [
      undefined,
      '',
      'Bearer',
      'Bearer ',
      'Basic abc',
      'abc',
      'Bearer a b',
      'Bearerabc',
    ]) {
      expect(bearerTokenOf(header), String(header)).toBeUndefined()
    }
  })

  it('matches only the exact token, whatever the lengths', () => {
    const token = 'inbound-token-0123456789'
    expect(tokenMatches(token, token)).toBe(true)
    for (const given of [
      undefined,
      '',
      token.slice(0, -1),
      `${token}x`,
      token.toUpperCase(),
      'x'.repeat(10_000),
    ]) {
      expect(tokenMatches(given, token)).toBe(false)
    }
  })
})
