import { describe, expect, it } from 'vitest'

import { pageWindow, shownRange } from './page-window'

describe('pageWindow', () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 20, [1, 2, 3, 4, 5]],
    [2, 20, [1, 2, 3, 4, 5]],
    [3, 20, [1, 2, 3, 4, 5]],
    [4, 20, [2, 3, 4, 5, 6]],
    [7, 20, [5, 6, 7, 8, 9]],
    [19, 20, [16, 17, 18, 19, 20]],
    [20, 20, [16, 17, 18, 19, 20]],
  ])('page %i of %i offers %j: never more than five buttons', (page, pages, expected) => {
    expect(pageWindow(page, pages)).toEqual(expected)
  })

  it('offers no buttons when there are no pages', () => {
    expect(pageWindow(1, 0)).toEqual([])
  })
})

describe('shownRange', () => {
  it('numbers the rows of a full page and of a short last page', () => {
    expect(shownRange(1, 10, 10)).toEqual({ first: 1, last: 10 })
    expect(shownRange(3, 10, 4)).toEqual({ first: 21, last: 24 })
  })
})
