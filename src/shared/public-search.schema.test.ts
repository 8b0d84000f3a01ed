import { describe, expect, it } from 'vitest'

import { PublicSearchQuery } from './public-search.schema.ts'

describe('PublicSearchQuery', () => {
  it('takes exactly one of email or phone', () => {
    expect(PublicSearchQuery.safeParse({ email: ' a@example.com ' }).data).toEqual({ email: 'a@example.com' })
    expect(PublicSearchQuery.safeParse({ phone: '407 555 0123' }).success).toBe(true)
    expect(PublicSearchQuery.safeParse({}).error?.issues[0]?.message).toBe(
      'Search by exactly one of email or phone.',
    )
    expect(PublicSearchQuery.safeParse({ email: 'a@example.com', phone: '1' }).success).toBe(false)
  })
})
