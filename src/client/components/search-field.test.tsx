// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { SEARCH_DEBOUNCE_MS } from '@/lib/use-search-draft'
import { SearchField } from './search-field'

/**
 * A list whose applied search is its own state, as the address is a panel's; every write is recorded, and so is a
 * click on its row's button. A link to another section sits outside the list.
 */
function List({ writes, applies = true }: { writes: string[]; applies?: boolean }) {
  const [search, setSearch] = useState('')
  return (
    <>
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
        resultsId="results"
      />
      <ul id="results">
        <li>
          <button type="button" onClick={() => writes.push(`clicked while the list showed "${search}"`)}>
            View Details
          </button>
        </li>
      </ul>
      <a href="#reports">Reports</a>
    </>
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

  /** Types into the box, then presses on `target` (the row's button unless given) as a mouse does: the focus moves. */
  function typeThenPress(text: string, target = () => screen.getByRole('button', { name: 'View Details' })) {
    const typed = type(text)
    act(() => typed.box.focus())
    const pressed = target()
    fireEvent.pointerDown(pressed)
    act(() => pressed.focus())
    return { ...typed, pressed }
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

  it('keeps the search while a press on the list lasts, and applies it after that press’s click', () => {
    const { box, writes, pressed: row } = typeThenPress('ada')
    expect(box).not.toHaveFocus()
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2))
    expect(writes).toEqual([])

    fireEvent.pointerUp(row)
    fireEvent.click(row)
    act(() => vi.advanceTimersByTime(0))
    expect(writes).toEqual(['clicked while the list showed ""', 'ada'])
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2))
    expect(writes).toHaveLength(2)
  })

  it('a tap, whose focus moves after the release, applies the search after its click too', () => {
    const { box, writes } = type('ada')
    act(() => box.focus())
    const row = screen.getByRole('button', { name: 'View Details' })
    fireEvent.pointerDown(row)
    fireEvent.pointerUp(row)
    act(() => row.focus())
    fireEvent.click(row)
    expect(writes).toEqual(['clicked while the list showed ""'])
    act(() => vi.advanceTimersByTime(0))
    expect(writes).toEqual(['clicked while the list showed ""', 'ada'])
  })

  it('a press whose release never reached the page ends with the next press, and the search runs', () => {
    const { writes } = typeThenPress('ada')
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS))
    expect(writes).toEqual([])
    fireEvent.pointerDown(document.body)
    act(() => vi.advanceTimersByTime(0))
    expect(writes).toEqual(['ada'])
  })

  it('a press outside the list (a link to another section) applies the search at once', () => {
    const { writes } = typeThenPress('ada', () => screen.getByRole('link', { name: 'Reports' }))
    expect(writes).toEqual(['ada'])
  })

  it('a press on the list before the box had the focus does not hold the search when the box is left', () => {
    const { box, writes } = type('ada')
    fireEvent.pointerDown(screen.getByRole('button', { name: 'View Details' }))
    act(() => box.focus())
    act(() => box.blur())
    expect(writes).toEqual(['ada'])
  })

  it('a search held for a press is dropped when the list goes away before the press ends', () => {
    const { writes } = typeThenPress('ada')
    cleanup()
    fireEvent.pointerUp(document.body)
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2))
    expect(writes).toEqual([])
  })

  it('writes nothing when the box is left unchanged', () => {
    const { box, writes } = type('')
    fireEvent.blur(box)
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS))
    expect(writes).toEqual([])
  })
})
