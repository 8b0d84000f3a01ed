import type { FastifySchemaCompiler } from 'fastify'
import { validatorCompiler } from 'fastify-type-provider-zod'
import type { ZodType } from 'zod'

import { findNonPlainText, notAllowedCharacters } from '../../shared/plain-text.ts'
import { badRequest } from '../http-errors.ts'

/**
 * The zod validator with the shared text rule laid over every route's body, query and path: after the route's
 * own schema (whose messages are more precise) accepts a request, any text in it that still holds a control
 * character other than tab and line breaks, or broken Unicode, is refused with 400. So no route, including one
 * added later with a bare z.string(), hands PostgreSQL a NUL byte it would answer with an error.
 */
export const plainTextValidatorCompiler: FastifySchemaCompiler<ZodType> = (route) => {
  const validate = validatorCompiler(route)
  if (route.httpPart === 'headers') return validate
  return (data) => {
    const result = validate(data)
    if (typeof result === 'object' && result !== null && 'error' in result && result.error) return result
    const path = findNonPlainText(data)
    if (path === undefined) return result
    const field = path.join('.')
    const message = notAllowedCharacters(field === '' ? 'The request' : field)
    return { error: badRequest(message, [{ path: field, message }]) }
  }
}
