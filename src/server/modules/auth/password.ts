import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

const KEY_LENGTH = 64
/** About 50 ms a hash on one core: slow for a guesser, unnoticed at sign-in. */
export const SCRYPT_PARAMS = { N: 16384, r: 8, p: 1 } as const
/**
 * Under Vitest only, a cheaper cost, so the tests that sign in hundreds of times (naughty strings, rate limits)
 * stay fast. Each hash records its own parameters, so verification is the same code either way.
 */
const PARAMS = process.env.VITEST ? ({ N: 1024, r: 8, p: 1 } as const) : SCRYPT_PARAMS

function deriveKey(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { ...options, maxmem: 64 * 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  )
}

/** `scrypt$N$r$p$salt$key`, base64url parts: the parameters travel with the hash so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await deriveKey(password, salt, PARAMS)
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  )
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !key) return false
  const expected = Buffer.from(key, 'base64url')
  const actual = await deriveKey(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  })
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

/** A hash of a password nobody knows: checking against it makes an unknown username cost as much as a known one. */
export const DECOY_HASH = await hashPassword(randomBytes(16).toString('hex'))

export function generatePassword(): string {
  return randomBytes(18).toString('base64url')
}
