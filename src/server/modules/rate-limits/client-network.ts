import { isIPv4, isIPv6 } from 'node:net'

/** The eight 16-bit groups of an IPv6 address (zone dropped, `::` and a dotted IPv4 tail expanded). */
function ipv6Groups(address: string): number[] {
  const bare = address.split('%')[0]!.toLowerCase()
  const [head = '', tail] = bare.split('::')
  const parse = (part: string): number[] =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!isIPv4(group)) return [Number.parseInt(group, 16)]
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number)
          return [(a << 8) | b, (c << 8) | d]
        })
  const left = parse(head)
  const right = tail === undefined ? [] : parse(tail)
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right]
}

/**
 * The client a rate limit counts: an IPv4 address as it is, an IPv6 client by its /64 (one ordinary allocation,
 * so a host cannot get a fresh budget from each of its addresses), an IPv4-mapped IPv6 address as the IPv4 one.
 * Every spelling of one network (`2001:DB8::1`, `2001:0db8:0:0::2`) gives the same key.
 */
export function rateLimitClient(ip: string): string {
  if (!isIPv6(ip)) return ip
  const groups = ipv6Groups(ip)
  const mappedIpv4 = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff
  if (mappedIpv4) {
    const [high = 0, low = 0] = groups.slice(6)
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.')
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`
}
