// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { SEARCH_DEBOUNCE_MS } from '@/lib/use-search-draft'
import { SearchField } from './search-field'

/** A list whose applied search is its own state, as the address is a panel's; every write is recorded. */
function List({ writes, applies = true }: { writes: string[]; applies?: boolean }) {
  const [search, setSearch] = useState('')
  return (
    <SearchField
      search={search}
      onSearch={(next) => {
        writes.push(next)
        if (applies) setSearch(next)
      }}
      label="Search customers"
      placeholder="Name, e-mail or phone"
      maxLength={100}
      loading={false}
    />
  )
}

describe('SearchField', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  function type(text: string, applies = true) {
    const writes: string[] = []
    render(<List writes={writes} applies={applies} />)
    const box = screen.getByRole('searchbox', { name: 'Search customers' })
    fireEvent.change(box, { target: { value: text } })
    return { box, writes }
  }

  it('searches once typing pauses, not before', () => {
    const { writes } = type('ada')
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1))
    expect(writes).toEqual([])
    act(() => vi.advanceTimersByTime(1))
    expect(writes).toEqual(['ada'])
  })

  it('searches at once when the box is left, and not again when the pause would have run out', () => {
    const { box, writes } = type('ada')
    fireEvent.blur(box)
    expect(writes).toEqual(['ada'])
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2))
    expect(writes).toEqual(['ada'])
    expect(box).toHaveValue('ada')
  })

  it('writes once when left even if the list has not followed yet (a link to another section is under way)', () => {
    const { box, writes } = type('ada', false)
    fireEvent.blur(box)
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2))
    expect(writes).toEqual(['ada'])
  })

  it('searches at once on Enter', () => {
    const { box, writes } = type('lovelace')
    fireEvent.keyDown(box, { key: 'Enter' })
    expect(writes).toEqual(['lovelace'])
  })

  it('writes nothing when the box is left unchanged', () => {
    const { box, writes } = type('')
    fireEvent.blur(box)
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS))
    expect(writes).toEqual([])
  })
})
