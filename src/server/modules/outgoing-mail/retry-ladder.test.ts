import { describe, expect, it } from 'vitest'

import { MAX_MAIL_ATTEMPTS, nextRetryDelayMs } from './retry-ladder.ts'

describe('the retry ladder', () => {
  it('waits 1 min, 5 min, 30 min, 2 h and 12 h by default, then gives up', () => {
    const minutes = [1, 2, 3, 4, 5, 6].map((attempts) => {
      const delay = nextRetryDelayMs(attempts, 60)
      return delay === undefined ? undefined : delay / 60_000
    })
    expect(minutes).toEqual([1, 5, 30, 120, 720, undefined])
    expect(MAX_MAIL_ATTEMPTS).toBe(6)
  })

  it('scales the whole ladder with MAIL_RETRY_BASE_SECONDS', () => {
    expect(nextRetryDelayMs(1, 0.05)).toBe(50)
    expect(nextRetryDelayMs(5, 0.05)).toBe(36_000)
  })
})
