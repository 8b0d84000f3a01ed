import { describe, expect, it } from 'vitest'

import { rateLimitClient } from './client-network.ts'

describe('rateLimitClient', () => {
  it('keys IPv6 clients by their /64 whatever the spelling', () => {
    const key = rateLimitClient('2001:db8::1')
    expect(key).toBe('2001:db8:0:0::/64')
    for (const same of ['2001:db8::2', '2001:0db8:0000::1', '2001:DB8::1', '2001:db8:0:0:ffff:1:2:3'])
      expect(rateLimitClient(same)).toBe(key)
    expect(rateLimitClient('2001:db8:0:1::1')).not.toBe(key)
  })

  it('keys IPv4 and IPv4-mapped IPv6 as the IPv4 address', () => {
    expect(rateLimitClient('203.0.113.8')).toBe('203.0.113.8')
    expect(rateLimitClient('::ffff:203.0.113.8')).toBe('203.0.113.8')
    expect(rateLimitClient('::FFFF:cb00:7108')).toBe('203.0.113.8')
  })

  it('keeps a zone out of the key', () => {
    expect(rateLimitClient('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
  })
})
