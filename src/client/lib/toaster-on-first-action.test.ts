// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { useToasterWanted } from './toaster-state'
import { prepareToasterOnFirstAction } from './toaster-on-first-action'

describe('prepareToasterOnFirstAction', () => {
  it("mounts the toaster at the visitor's first key or pointer press, not before", () => {
    const wanted = renderHook(() => useToasterWanted())
    prepareToasterOnFirstAction()
    expect(wanted.result.current).toBe(false)

    act(() => void window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' })))
    expect(wanted.result.current).toBe(true)
  })
})
