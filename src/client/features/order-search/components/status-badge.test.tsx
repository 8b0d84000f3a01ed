import { describe, expect, it } from 'vitest'

import { statusColoursOf } from './status-badge'

describe('statusColoursOf', () => {
  it.each([
    ['pending', 'yellow'],
    ['confirmed', 'blue'],
    ['in-progress', 'purple'],
    ['completed', 'green'],
    ['cancelled', 'red'],
    ['paid', 'gray'],
    ['something-new', 'gray'],
  ])('colours %s %s (spec section 4)', (status, colour) => {
    expect(statusColoursOf(status)).toContain(`bg-${colour}-100`)
  })
})
