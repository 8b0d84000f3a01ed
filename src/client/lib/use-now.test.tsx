// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { useNow } from './use-now'

describe('useNow', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('moves on at the interval it is given, not before', () => {
    vi.useFakeTimers({ now: new Date('2026-03-05T15:00:00Z') })
    const { result } = renderHook(() => useNow(30_000))
    expect(result.current.toISOString()).toBe('2026-03-05T15:00:00.000Z')
    act(() => vi.advanceTimersByTime(29_999))
    expect(result.current.toISOString()).toBe('2026-03-05T15:00:00.000Z')
    act(() => vi.advanceTimersByTime(1))
    expect(result.current.toISOString()).toBe('2026-03-05T15:00:30.000Z')
  })
})
