import { describe, expect, it } from 'vitest'

import { csvCell, csvRow, localDateTime } from './bookings-csv.ts'

describe('CSV cells', () => {
  it('quotes every text cell, doubling its quotes (RFC 4180)', () => {
    expect(csvCell('plain')).toBe('"plain"')
    expect(csvCell('Doe, Jane')).toBe('"Doe, Jane"')
    expect(csvCell('6" blade')).toBe('"6"" blade"')
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"')
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"')
  })

  it('writes empty for null and numbers as they are', () => {
    expect(csvCell(null)).toBe('')
    expect(csvCell(0)).toBe('0')
    expect(csvCell('54.00')).toBe('"54.00"')
  })

  it.each([
    '=1+1',
    '+1+1',
    '-2+3',
    '-2,5',
    '+44 20 7946 0958 =1',
    '@SUM(A1)',
    ' =1+1',
    '\t=x',
    '\r\n-x',
    ' -2',
  ])('keeps a spreadsheet from running %j as a formula', (text) => {
    expect(csvCell(text)).toMatch(/^"\s*'/)
  })

  // Issue 39: a value is no formula, even when it starts with + or -.
  it.each(['+44 20 7946 0958', '+1 407 555 0123', '-2', '+3.5', '-0.25', '42'])(
    'leaves %j, a phone number or a plain number, as it is',
    (text) => {
      expect(csvCell(text)).toBe(`"${text}"`)
    },
  )

  it.each([
    ['Semi;=1+1;x', `"Semi;'=1+1;x"`],
    ['Tab\t=1+1', `"Tab\t'=1+1"`],
    ['a,@A1', `"a,'@A1"`],
    ['line\n+1', `"line\n'+1"`],
    ['q"=1', `"q""'=1"`],
    ['a; -1', `"a; '-1"`],
  ])('neutralises a formula start after a separator inside %j', (text, cell) => {
    expect(csvCell(text)).toBe(cell)
  })

  it('quotes a neutralised cell that needs quoting too', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`)
  })

  it('ends a record with CRLF', () => {
    expect(csvRow(['a', null, 3])).toBe('"a",,3\r\n')
  })
})

describe('export times', () => {
  it('are shown in the business time zone', () => {
    expect(localDateTime('2025-01-05T15:30:00.000Z', 'America/New_York')).toBe('2025-01-05 10:30')
    expect(localDateTime('2025-07-05T03:05:00.000Z', 'America/New_York')).toBe('2025-07-04 23:05')
  })
})
