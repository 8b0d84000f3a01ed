// @vitest-environment jsdom
import { renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import { usePageInRange } from './use-page-in-range'

const run = (page: number, total: number | undefined, stale = false) => {
  const onPageChange = vi.fn()
  const { result } = renderHook(() =>
    usePageInRange(
      page,
      10,
      { data: total === undefined ? undefined : { total }, isPlaceholderData: stale },
      onPageChange,
    ),
  )
  return { gone: result.current, onPageChange }
}

describe('usePageInRange', () => {
  it('moves a page past the end to the last page there is', () => {
    const { gone, onPageChange } = run(4, 21)
    expect(gone).toBe(true)
    expect(onPageChange).toHaveBeenCalledWith(3)
  })

  it('moves to the first page when nothing is left', () => {
    expect(run(2, 0).onPageChange).toHaveBeenCalledWith(1)
  })

  it('leaves a page in range, and waits while loading or showing another page’s data', () => {
    for (const { gone, onPageChange } of [run(3, 21), run(4, undefined), run(4, 21, true)]) {
      expect(gone).toBe(false)
      expect(onPageChange).not.toHaveBeenCalled()
    }
  })
})
