import fc from 'fast-check'

import { naughtyStrings } from '../test/naughty-strings.ts'

const NAUGHTY = naughtyStrings()

/** Strings that break naive code: the Big List of Naughty Strings, control characters, broken Unicode. */
export const naughtyString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...NAUGHTY),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    'ow\u0000ner',
    'a\u0000b@example.com',
    '\ud800',
    '\udfff x',
    '\u202e',
    '%00',
    '%',
    '%zz',
    '../../etc/passwd',
    "'; drop table bookings; --",
    '%_\\',
    'null',
    'undefined',
    'NaN',
    'Infinity',
    '__proto__',
    'constructor',
  ),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.nat({ max: 70_000 }).map((length) => 'x'.repeat(length)),
)

/** Numbers at and past every limit a form field or a database column could have. */
export const extremeNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    -1,
    0.5,
    1.5,
    -1e-300,
    2 ** 31,
    2 ** 31 - 1,
    -(2 ** 31),
    2 ** 53,
    2 ** 53 + 2,
    -(2 ** 53),
    2 ** 63,
    2 ** 64,
    1e21,
    1e308,
    -1e308,
    Number.MAX_VALUE,
    Number.MIN_VALUE,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
)

/** Any value of the wrong kind for a field. */
export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  naughtyString,
  extremeNumber,
  fc.constantFrom(null, true, false, [], {}, [null], { $gt: '' }, ['a', 'b']),
  fc.jsonValue({ maxDepth: 2 }),
)

/** The same, as a query-string or path value (the text a number or a word would arrive as). */
export const badText: fc.Arbitrary<string> = fc.oneof(
  naughtyString,
  extremeNumber.map(String),
  fc.constantFrom('-1', '0', '1.5', '1e3', '1e309', '0x1F', ' 1', '1 ', '+1', '99999999999999999999', 'true'),
)

/** Bodies that say they are JSON and are not, or are JSON a careless parser would choke on. */
export const malformedJson: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '[',
    '}',
    'nul',
    '{"a":}',
    "{'single': 'quotes'}",
    '{"a":1,}',
    '{"a":1e999}',
    '{"a":-1e999}',
    '{"__proto__":{"polluted":true}}',
    '{"constructor":{"prototype":{"polluted":true}}}',
    '"\\ud800"',
    '\uFEFF{}',
    `${'['.repeat(5000)}${']'.repeat(5000)}`,
    `{"a":"${'x'.repeat(70 * 1024)}"}`,
  ),
  fc.string({ maxLength: 40 }),
)
