import { describe, expect, it } from 'vitest'

import { describeMailFailure, isPermanentMailFailure } from './mail-failure.ts'

describe('a failed send, in words', () => {
  it('says what went wrong, with the server reply on one line', () => {
    const refused = { code: 'EENVELOPE', response: '550 5.1.1 No such user\r\n here', responseCode: 550 }
    expect(describeMailFailure(refused)).toBe(
      'the mail server refused the sender or the recipient (550 5.1.1 No such user here)',
    )
    expect(describeMailFailure({ code: 'ECONNECTION' })).toBe('could not connect to the mail server')
    expect(describeMailFailure({ code: 'EAUTH', response: '535 Authentication failed' })).toBe(
      'the mail server refused our sign-in (535 Authentication failed)',
    )
  })

  it('keeps a long reply short and says something for an unknown failure', () => {
    const long = describeMailFailure({ code: 'EMESSAGE', response: `554 ${'x'.repeat(500)}` })
    expect(long.length).toBeLessThan(220)
    expect(long.endsWith('…)')).toBe(true)
    expect(describeMailFailure(new Error('boom'))).toBe('the message could not be sent')
    expect(describeMailFailure(undefined)).toBe('the message could not be sent')
  })

  it('names a certificate problem instead of "could not connect"', () => {
    expect(describeMailFailure({ code: 'ESOCKET', originalCode: 'CERT_HAS_EXPIRED' })).toBe(
      "the mail server's certificate has expired",
    )
    expect(describeMailFailure({ code: 'ETLS', originalCode: 'DEPTH_ZERO_SELF_SIGNED_CERT' })).toBe(
      "the mail server's certificate is self-signed",
    )
  })

  it('fails at once only what retrying cannot heal: a 5xx refusal of the recipient or the message', () => {
    expect(isPermanentMailFailure({ code: 'EENVELOPE', responseCode: 550 })).toBe(true)
    expect(isPermanentMailFailure({ code: 'EMESSAGE', responseCode: 554 })).toBe(true)
    expect(isPermanentMailFailure({ code: 'EENVELOPE', responseCode: 450 })).toBe(false)
    expect(isPermanentMailFailure({ code: 'EENVELOPE', responseCode: 503 })).toBe(false)
    expect(isPermanentMailFailure({ code: 'EAUTH', responseCode: 535 })).toBe(false)
    expect(isPermanentMailFailure({ code: 'ECONNECTION' })).toBe(false)
  })
})
