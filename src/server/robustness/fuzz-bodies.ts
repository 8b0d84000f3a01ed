/** The bodies fuzzed requests carry: JSON with a field broken, the upload form, a raw e-mail, any other. */
import fc from 'fast-check'

import { MP4_CLIP, WEBM_CLIP } from '../modules/videos/videos-test-support.ts'
import { badText, badValue, malformedJson, naughtyString } from './bad-values.ts'
import { schemaArbitrary, type JsonSchema, type ResolveRef } from './json-schema-arbitrary.ts'

/** A JSON object body: what the schema accepts, then one field broken, dropped, or joined by a strange one. */
export function jsonBodyArbitrary(
  schema: JsonSchema | undefined,
  resolve: ResolveRef,
  examples: readonly unknown[] = [],
): fc.Arbitrary<string> {
  const generated = schema ? schemaArbitrary(schema, resolve) : fc.jsonValue({ maxDepth: 2 })
  const valid = examples.length > 0 ? fc.oneof(fc.constantFrom(...examples), generated) : generated
  const mutated = fc
    .tuple(valid, fc.nat(), badValue, fc.constantFrom('replace', 'drop', 'add', 'keep'), naughtyString)
    .map(([value, pick, bad, how, newKey]) => {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return value
      const body = { ...(value as Record<string, unknown>) }
      const keys = Object.keys(body)
      const key = keys.length > 0 ? keys[pick % keys.length] : undefined
      if (how === 'replace' && key !== undefined) body[key] = bad
      if (how === 'drop' && key !== undefined) delete body[key]
      if (how === 'add') body[newKey] = bad
      return body
    })
  return fc.oneof(
    { weight: 2, arbitrary: valid.map((value) => JSON.stringify(value)) },
    { weight: 6, arbitrary: mutated.map((value) => JSON.stringify(value)) },
    { weight: 2, arbitrary: badValue.map((value) => JSON.stringify(value)) },
  )
}

function multipartPart(
  boundary: string,
  name: string,
  value: string | Buffer,
  file?: { filename: string; type: string },
) {
  const disposition = file
    ? `form-data; name="${name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}`
    : `form-data; name="${name}"`
  return Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`),
    Buffer.isBuffer(value) ? value : Buffer.from(value),
    Buffer.from('\r\n'),
  ])
}

const UPLOAD_FIELDS = ['title', 'description', 'category', 'position', 'isActive', 'videoType']

/** One form field: a name the form has or any other, with a good or a bad value. */
const uploadField = fc.tuple(
  fc.oneof(
    fc.constantFrom(...UPLOAD_FIELDS),
    naughtyString.map((s) => s.replace(/["\r\n]/g, '')),
  ),
  fc.oneof(fc.constantFrom('Sharpening', 'Process', 'results', '1', '100', 'true', 'off', 'file'), badText),
)
/** The form the admin's upload dialog sends, with one field changed or added. */
const nearlyValidFields = uploadField.map(([name, value]): Array<[string, string]> => {
  const fields = new Map([
    ['title', 'Sharpening a cleaver'],
    ['category', 'Process'],
    ['isActive', 'true'],
  ])
  fields.set(name, value)
  return [...fields]
})

/** A multipart/form-data upload: the form's fields and files with good and bad values, sometimes cut short. */
export const multipartArbitrary: fc.Arbitrary<{ payload: Buffer; contentType: string }> = fc
  .record({
    fields: fc.oneof(nearlyValidFields, fc.array(uploadField, { maxLength: 8 })),
    files: fc.array(
      fc.record({
        name: fc.constantFrom('video', 'video', 'video', 'file', 'title'),
        data: fc.oneof(
          fc.constantFrom(MP4_CLIP, MP4_CLIP, WEBM_CLIP, MP4_CLIP.subarray(0, 64), Buffer.alloc(0)),
          fc.uint8Array({ maxLength: 2048 }).map((bytes) => Buffer.from(bytes)),
        ),
        filename: fc.oneof(
          fc.constantFrom('clip.mp4', 'clip.webm', 'clip.exe', '../../x.mp4', ''),
          naughtyString.map((s) => s.replace(/["\r\n]/g, '')),
        ),
        type: fc.constantFrom('video/mp4', 'video/webm', 'video/quicktime', 'text/plain', 'image/png', 'x/y'),
      }),
      { minLength: 1, maxLength: 2 },
    ),
    // Now and then a body cut short, as a dropped connection leaves it.
    truncate: fc.oneof({ weight: 5, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.nat() }),
    boundaryInHeader: fc.constantFrom('right', 'right', 'right', 'wrong', 'missing'),
  })
  .map(({ fields, files, truncate, boundaryInHeader }) => {
    const boundary = '----knife-fuzz-boundary'
    const parts = [
      ...fields.map(([name, value]) => multipartPart(boundary, name, value)),
      ...files.map((file) => multipartPart(boundary, file.name, file.data, file)),
    ]
    let payload = Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)])
    if (truncate !== null) payload = payload.subarray(0, truncate % (payload.length + 1))
    const contentType =
      boundaryInHeader === 'right'
        ? `multipart/form-data; boundary=${boundary}`
        : boundaryInHeader === 'wrong'
          ? 'multipart/form-data; boundary=other'
          : 'multipart/form-data'
    return { payload, contentType }
  })

/** A raw e-mail: plausible headers with bad values, a body, or bytes that are no message at all. */
export const rfc822Arbitrary: fc.Arbitrary<string | Buffer> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .record({
        from: fc.oneof(fc.emailAddress(), naughtyString, fc.constant('Jane Doe <jane.doe@example.com>')),
        subject: naughtyString,
        messageId: fc.oneof(fc.constantFrom('<a@fuzz>', '<b@fuzz>'), naughtyString),
        contentType: fc.constantFrom(
          'text/plain; charset=utf-8',
          'text/html',
          'multipart/mixed; boundary=zz',
          'multipart/alternative',
          'text/plain; charset=x-unknown',
        ),
        body: naughtyString,
      })
      .map(
        (m) =>
          `From: ${m.from}\r\nTo: hello@sharpedge.example\r\nSubject: ${m.subject}\r\n` +
          `Message-ID: ${m.messageId}\r\nContent-Type: ${m.contentType}\r\n\r\n${m.body}\r\n`,
      ),
  },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 4096 }).map((bytes) => Buffer.from(bytes)) },
  { weight: 1, arbitrary: naughtyString },
)

const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'application/json; charset=utf-16',
  'application/octet-stream',
  'message/rfc822',
  'multipart/form-data; boundary=x',
  'application/jsonx',
  '',
]

/** A request's body and the content type it is sent as (none for a body-less request). */
export type FuzzBody = { payload?: string | Buffer; contentType?: string }

/** Any body, whatever the route reads: broken JSON, or text in a content type it does not take, or none. */
export const anyBodyArbitrary: fc.Arbitrary<FuzzBody> = fc.oneof(
  { weight: 3, arbitrary: malformedJson.map((payload) => ({ payload, contentType: 'application/json' })) },
  {
    weight: 3,
    arbitrary: fc
      .tuple(fc.oneof(naughtyString, malformedJson), fc.constantFrom(...WRONG_CONTENT_TYPES))
      .map(([payload, contentType]) => ({ payload, contentType })),
  },
  { weight: 1, arbitrary: fc.constant({}) },
)
