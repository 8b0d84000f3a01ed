// @vitest-environment jsdom
import { renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import { usePagedList, usePageInRange } from './use-page-in-range'

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

describe('usePagedList', () => {
  const paged = (
    page: number,
    data: { total: number; moreThanTotal?: boolean; rows: number[] } | undefined,
  ) => {
    const update = vi.fn()
    const { result } = renderHook(() =>
      usePagedList(page, 10, { data, isPlaceholderData: false }, update, 'rows'),
    )
    return { ...result.current, update }
  }

  it('gives the pagination the page, its rows and the count, once there is one', () => {
    const { pageGone, pagination, update } = paged(2, { total: 40, moreThanTotal: true, rows: [1, 2, 3] })
    expect(pageGone).toBe(false)
    expect(pagination).toMatchObject({ page: 2, pageSize: 10, total: 40, moreThanTotal: true, onPage: 3 })
    pagination?.onPageChange(3)
    expect(update).toHaveBeenCalledWith({ page: 3 })
    expect(paged(1, undefined).pagination).toBeUndefined()
  })

  it('moves a page past the end as usePageInRange does', () => {
    const { pageGone, update } = paged(5, { total: 21, rows: [] })
    expect(pageGone).toBe(true)
    expect(update).toHaveBeenCalledWith({ page: 3 })
  })
})
