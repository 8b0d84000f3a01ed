import fc from 'fast-check'

import type { RouteSummary } from '../app.ts'
import { badText, naughtyString } from './bad-values.ts'
import {
  anyBodyArbitrary,
  jsonBodyArbitrary,
  multipartArbitrary,
  rfc822Arbitrary,
  type FuzzBody,
} from './fuzz-bodies.ts'
import { schemaArbitrary, type JsonSchema, type ResolveRef } from './json-schema-arbitrary.ts'

/** One generated request, as app.inject takes it. */
export interface FuzzRequest {
  method: string
  url: string
  headers: Record<string, string>
  payload?: string | Buffer
  remoteAddress: string
  signedIn: boolean
}

/** What the OpenAPI document says about one operation's input. */
export interface OperationInput {
  parameters?: Array<{ in: string; name: string; schema?: JsonSchema }>
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> }
}

export interface RouteInput {
  route: RouteSummary
  operation?: OperationInput
  resolve: ResolveRef
  /** The bearer token the inbound e-mail route expects. */
  inboundToken: string
  /** Bodies the route accepts, to break one field at a time; the schema's own values when there are none. */
  examples?: readonly unknown[]
}

/** Ids that exist once the test has seeded a few rows of each kind. */
const SEEDED_IDS = ['1', '2', '3', '4']

const encodePathValue = (value: string) => {
  try {
    return encodeURIComponent(value)
  } catch {
    // A lone surrogate has no UTF-8 form: send the bytes a careless encoder writes for one.
    return '%ED%A0%80'
  }
}

/**
 * A path parameter: valid by its schema, an id that exists, or (unless `wellFormed`) anything else, including
 * broken escapes.
 */
function pathValue(
  schema: JsonSchema | undefined,
  resolve: ResolveRef,
  wellFormed = false,
): fc.Arbitrary<string> {
  const valid = schema ? schemaArbitrary(schema, resolve).map(String) : fc.constant('1')
  if (wellFormed)
    return fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...SEEDED_IDS) },
      { weight: 1, arbitrary: valid.map(encodePathValue) },
    )
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...SEEDED_IDS).map(encodePathValue) },
    { weight: 2, arbitrary: valid.map(encodePathValue) },
    { weight: 4, arbitrary: badText.map(encodePathValue) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('%', '%zz', '%E0%A4%A', '%00', '..%2F..%2Fetc%2Fpasswd', '%2e%2e'),
    },
    { weight: 1, arbitrary: fc.nat({ max: 300 }).map((length) => '9'.repeat(length + 1)) },
  )
}

/** A concrete URL for a route pattern: each `:param` and a trailing `*` filled in. */
function pathArbitrary(input: RouteInput, wellFormed: boolean): fc.Arbitrary<string> {
  const { route, operation, resolve } = input
  const names = [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] ?? '')
  const schemaOf = (name: string) =>
    operation?.parameters?.find((p) => p.in === 'path' && p.name === name)?.schema
  const wildcard = route.url.endsWith('*')
    ? fc.array(pathValue(undefined, resolve, wellFormed), { maxLength: 3 }).map((parts) => parts.join('/'))
    : fc.constant('')
  return fc
    .tuple(fc.tuple(...names.map((name) => pathValue(schemaOf(name), resolve, wellFormed))), wildcard)
    .map(([values, rest]) => {
      let index = 0
      const filled = route.url.replace(/:[A-Za-z0-9_]+/g, () => values[index++] ?? '')
      return filled.endsWith('*') ? filled.slice(0, -1) + rest : filled
    })
}

/** A query string: the route's own parameters with good and bad values, unknown ones, repeats and garbage. */
function queryArbitrary(input: RouteInput): fc.Arbitrary<string> {
  const params = (input.operation?.parameters ?? []).filter((p) => p.in === 'query')
  const known = params.map((p) =>
    fc.tuple(
      fc.constant(p.name),
      fc.oneof(
        p.schema ? schemaArbitrary(p.schema, input.resolve).map(String) : badText,
        badText,
        fc.constant(''),
      ),
    ),
  )
  const pair = fc.oneof(...known, fc.tuple(naughtyString, badText))
  const encoded = fc.array(pair, { maxLength: 6 }).map((pairs) => new URLSearchParams(pairs).toString())
  return fc.oneof(
    { weight: 6, arbitrary: encoded },
    { weight: 1, arbitrary: fc.constant('') },
    {
      weight: 1,
      arbitrary: fc.constantFrom('a[b]=1', '%zz=1', 'page=1&page=2', '&&&', '=', 'search=%E0%A4%A', '?='),
    },
  )
}

/** The body the route reads, in the type it reads (JSON, a form, a message), with good and bad values. */
function ownBodyArbitrary(input: RouteInput): fc.Arbitrary<FuzzBody> {
  const { route, operation, resolve } = input
  const jsonSchema = operation?.requestBody?.content?.['application/json']?.schema
  const consumes = route.consumes ?? []
  const own: Array<fc.Arbitrary<FuzzBody>> = []
  if (consumes.includes('multipart/form-data')) own.push(multipartArbitrary)
  if (consumes.includes('message/rfc822')) {
    own.push(rfc822Arbitrary.map((payload) => ({ payload, contentType: 'message/rfc822' })))
  }
  if (own.length === 0 || jsonSchema) {
    own.push(
      jsonBodyArbitrary(jsonSchema, resolve, input.examples).map((payload) => ({
        payload,
        contentType: 'application/json',
      })),
    )
  }
  return fc.oneof(...own)
}

function bodyArbitrary(input: RouteInput): fc.Arbitrary<FuzzBody> {
  return fc.oneof(
    { weight: 3, arbitrary: ownBodyArbitrary(input) },
    { weight: 1, arbitrary: anyBodyArbitrary },
  )
}

const hasBody = (method: string) => method !== 'GET' && method !== 'HEAD'

/** A few addresses that reach the per-client limits, and many that do not. Never 127.0.0.1, where the test
 * signs the admin in: failed guesses from there would lock the test itself out. */
const remoteAddressArbitrary = fc.oneof(
  { weight: 1, arbitrary: fc.constantFrom('10.0.0.1', '10.0.0.2') },
  { weight: 4, arbitrary: fc.ipV4().filter((address) => address !== '127.0.0.1') },
)

/**
 * Mostly requests that get past every guard to the handler with bad values: signed in, from the site itself, in
 * the content type the route reads, for ids that exist; the rest may be anything (requestArbitraryAtGuards).
 * Proving that "a refused request changes nothing" at the guards alone would prove little.
 */
export function requestArbitrary(input: RouteInput): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(
    { weight: 3, arbitrary: wellFormedRequestArbitrary(input) },
    { weight: 1, arbitrary: requestArbitraryAtGuards(input) },
  )
}

/** Signed in, same origin, the right content type and token: only the values are bad. */
function wellFormedRequestArbitrary(input: RouteInput): fc.Arbitrary<FuzzRequest> {
  const { route, inboundToken } = input
  const ownsToken = route.consumes?.includes('message/rfc822') ?? false
  return fc
    .record({
      path: pathArbitrary(input, true),
      query: queryArbitrary(input),
      body: hasBody(route.method) ? ownBodyArbitrary(input) : fc.constant<FuzzBody>({}),
      remoteAddress: remoteAddressArbitrary,
      origin: fc.constantFrom(undefined, 'http://localhost:80'),
    })
    .map(({ path, query, body, remoteAddress, origin }) => {
      const headers: Record<string, string> = {}
      if (body.contentType !== undefined) headers['content-type'] = body.contentType
      if (ownsToken) headers.authorization = `Bearer ${inboundToken}`
      if (origin !== undefined) headers.origin = origin
      return {
        method: route.method,
        url: query ? `${path}?${query}` : path,
        headers,
        ...(body.payload !== undefined ? { payload: body.payload } : {}),
        remoteAddress,
        signedIn: true,
      }
    })
}

/** Every kind of request a route could be sent, signed in or not, from many client addresses. */
function requestArbitraryAtGuards(input: RouteInput): fc.Arbitrary<FuzzRequest> {
  const { route, inboundToken } = input
  const ownsToken = route.consumes?.includes('message/rfc822') ?? false
  return fc
    .record({
      path: pathArbitrary(input, false),
      query: queryArbitrary(input),
      body: hasBody(route.method) ? bodyArbitrary(input) : fc.constant<FuzzBody>({}),
      signedIn: fc.boolean(),
      remoteAddress: remoteAddressArbitrary,
      authorization: fc.oneof(
        { weight: ownsToken ? 6 : 0, arbitrary: fc.constant(`Bearer ${inboundToken}`) },
        { weight: 1, arbitrary: naughtyString.map((token) => `Bearer ${token}`) },
        { weight: 3, arbitrary: fc.constant(undefined) },
      ),
      origin: fc.oneof(
        { weight: 8, arbitrary: fc.constant(undefined) },
        { weight: 1, arbitrary: fc.constant('http://localhost:80') },
        { weight: 1, arbitrary: fc.constantFrom('https://evil.example', 'null', 'not a url') },
      ),
    })
    .map(({ path, query, body, signedIn, remoteAddress, authorization, origin }) => {
      const headers: Record<string, string> = {}
      if (body.contentType !== undefined) headers['content-type'] = body.contentType
      // A header carries printable ASCII only; anything else never reaches a server.
      if (authorization !== undefined) headers.authorization = authorization.replace(/[^\x20-\x7e]/g, '')
      if (origin !== undefined) headers.origin = origin
      return {
        method: route.method,
        url: query ? `${path}?${query}` : path,
        headers,
        ...(body.payload !== undefined ? { payload: body.payload } : {}),
        remoteAddress,
        signedIn,
      }
    })
}
