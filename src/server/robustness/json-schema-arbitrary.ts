import fc from 'fast-check'

/** The part of an OpenAPI 3.0 schema object the generator reads; anything else is generated as any JSON. */
export interface JsonSchema {
  $ref?: string
  type?: string | string[]
  enum?: unknown[]
  const?: unknown
  nullable?: boolean
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  minimum?: number
  maximum?: number
  exclusiveMinimum?: boolean | number
  exclusiveMaximum?: boolean | number
  minLength?: number
  maxLength?: number
  pattern?: string
  format?: string
}

export type ResolveRef = (ref: string) => JsonSchema | undefined

/** Longest string generated where the schema allows more: long enough to matter, short enough to be quick. */
const LONGEST_GENERATED = 40
const DEEPEST = 4

function patternArbitrary(pattern: string): fc.Arbitrary<string> | undefined {
  try {
    return fc.stringMatching(new RegExp(pattern))
  } catch {
    return undefined
  }
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.pattern) {
    const matching = patternArbitrary(schema.pattern)
    if (matching) return matching
  }
  if (schema.format === 'email') return fc.emailAddress()
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((date) => date.toISOString())
  const minLength = schema.minLength ?? 0
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? LONGEST_GENERATED, LONGEST_GENERATED))
  // Mostly text a person could type, so values get past the plain-text checks; sometimes any Unicode, and now
  // and then a NUL or another control character in otherwise good text (PostgreSQL cannot store NUL).
  const withControl = fc
    .tuple(
      fc.string({ minLength, maxLength, unit: 'grapheme-ascii' }),
      fc.constantFrom('\u0000', '\u0007', '\u001b'),
    )
    .map(
      ([text, control]) =>
        `${text.slice(0, Math.floor(text.length / 2))}${control}${text.slice(Math.floor(text.length / 2))}`,
    )
  return fc.oneof(
    { weight: 6, arbitrary: fc.string({ minLength, maxLength, unit: 'grapheme-ascii' }) },
    { weight: 2, arbitrary: fc.string({ minLength, maxLength, unit: 'grapheme' }) },
    { weight: 1, arbitrary: withControl },
  )
}

function numberBounds(schema: JsonSchema, integer: boolean) {
  const step = integer ? 1 : Number.EPSILON
  let min = schema.minimum ?? -1_000_000
  let max = schema.maximum ?? 1_000_000
  if (schema.exclusiveMinimum === true) min += step
  if (typeof schema.exclusiveMinimum === 'number') min = schema.exclusiveMinimum + step
  if (schema.exclusiveMaximum === true) max -= step
  if (typeof schema.exclusiveMaximum === 'number') max = schema.exclusiveMaximum - step
  return { min: Math.max(min, Number.MIN_SAFE_INTEGER), max: Math.min(max, Number.MAX_SAFE_INTEGER) }
}

/**
 * Values the schema accepts (as far as a JSON Schema can say: zod refinements such as "add-ons cannot exceed the
 * knives" are not in it, so some are still refused). They carry a request past validation into the handler.
 */
export function schemaArbitrary(schema: JsonSchema, resolve: ResolveRef, depth = 0): fc.Arbitrary<unknown> {
  if (schema.$ref) {
    const target = resolve(schema.$ref)
    return target ? schemaArbitrary(target, resolve, depth) : fc.jsonValue({ maxDepth: 1 })
  }
  const value = nonNullArbitrary(schema, resolve, depth)
  return schema.nullable ? fc.option(value, { nil: null, freq: 4 }) : value
}

function nonNullArbitrary(schema: JsonSchema, resolve: ResolveRef, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const)
  if (schema.enum?.length) return fc.constantFrom(...schema.enum)
  const alternatives = schema.anyOf ?? schema.oneOf
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => schemaArbitrary(s, resolve, depth)))
  if (schema.allOf?.[0]) return schemaArbitrary(schema.allOf[0], resolve, depth)
  const types = [schema.type ?? []].flat()
  const type = types.find((t) => t !== 'null') ?? (schema.properties ? 'object' : undefined)
  switch (type) {
    case 'string':
      return stringArbitrary(schema)
    case 'integer':
      return fc.integer(numberBounds(schema, true))
    case 'number':
      return fc.double({ ...numberBounds(schema, false), noNaN: true })
    case 'boolean':
      return fc.boolean()
    case 'array':
      return depth >= DEEPEST
        ? fc.constant([])
        : fc.array(schemaArbitrary(schema.items ?? {}, resolve, depth + 1), { maxLength: 3 })
    case 'object': {
      if (depth >= DEEPEST) return fc.constant({})
      const properties = schema.properties ?? {}
      const shape = Object.fromEntries(
        Object.entries(properties).map(([key, s]) => [key, schemaArbitrary(s, resolve, depth + 1)]),
      )
      return fc.record(shape, { requiredKeys: (schema.required ?? []).filter((key) => key in shape) })
    }
    default:
      return fc.jsonValue({ maxDepth: 2 })
  }
}
