import type { FastifyInstance } from 'fastify'

import { HttpError } from '../http-errors.ts'

/** Deeper than any form of ours nests (three levels): far more only costs the parser and every walk after it. */
export const MAX_JSON_DEPTH = 32

const OPENERS = new Set([0x5b, 0x7b]) // [ {
const CLOSERS = new Set([0x5d, 0x7d]) // ] }
const QUOTE = 0x22
const BACKSLASH = 0x5c

/**
 * Whether JSON text nests arrays and objects deeper than `limit`, read in one pass over the raw text (brackets
 * inside strings do not count) before anything parses it: 5,000 nested arrays fit in 10 KB, and a parse and the
 * recursive walks after it (the plain-text rule) would spend a tenth of a second on them or overflow the stack.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0
  let inString = false
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    if (inString) {
      if (code === BACKSLASH) index++
      else if (code === QUOTE) inString = false
    } else if (code === QUOTE) inString = true
    else if (OPENERS.has(code)) {
      if (++depth > limit) return true
    } else if (CLOSERS.has(code)) depth--
  }
  return false
}

const tooDeep = () =>
  new HttpError(400, 'JSON_TOO_DEEP', `The request body nests deeper than ${MAX_JSON_DEPTH} levels.`)

/** Fastify's own JSON parser (its prototype-poisoning guard included), behind the nesting check. */
export function useJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) return done(tooDeep(), undefined)
    parseJson(request, text, done)
  })
}
