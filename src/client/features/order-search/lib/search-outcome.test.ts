import { afterEach, describe, expect, it, vi } from 'vitest'

import { ApiRequestError } from '@/lib/api-client'

import { announcementOf, outcomeOfFailure, outcomeOfResults } from './search-outcome'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('search outcome', () => {
  it("shows a failed search as no results, with the spec's message, and logs it", () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const notFound = new ApiRequestError(404, 'Not Found', '{"error":"Order not found","code":"NOT_FOUND"}')

    expect(outcomeOfFailure('order', notFound)).toEqual({ kind: 'order', status: 'none' })
    expect(outcomeOfFailure('email', new TypeError('Failed to fetch'))).toEqual({
      kind: 'email',
      status: 'none',
    })
    expect(outcomeOfFailure('phone', new ApiRequestError(500, 'Oops', ''))).toEqual({
      kind: 'phone',
      status: 'none',
    })
    expect(log.mock.calls.map(([message]) => message)).toEqual([
      'Order not found',
      'Email search failed',
      'Phone search failed',
    ])
  })

  it("tells a customer who searched too fast to wait, in the server's words", () => {
    const error = new ApiRequestError(
      429,
      'Too Many Requests',
      '{"error":"Too many searches. Please wait a minute and try again.","code":"RATE_LIMITED"}',
    )
    expect(outcomeOfFailure('email', error)).toEqual({
      kind: 'email',
      status: 'rate-limited',
      message: 'Too many searches. Please wait a minute and try again.',
    })
  })

  it('announces the count, or the no-result message of the search kind', () => {
    expect(announcementOf(outcomeOfResults('order', []))).toBe(
      'No orders found. Please check your order number and try again.',
    )
    expect(announcementOf(outcomeOfResults('email', []))).toBe(
      'No orders found. No orders found for this email address.',
    )
    expect(announcementOf(outcomeOfResults('phone', []))).toBe(
      'No orders found. No orders found for this phone number.',
    )
    const found = outcomeOfResults('email', [{ id: 1 }, { id: 2 }] as never)
    expect(announcementOf(found)).toBe('2 orders found.')
  })
})
