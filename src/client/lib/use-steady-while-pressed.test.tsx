// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { useSteadyWhilePressed } from './use-steady-while-pressed'

/** A list that refreshes by itself, each row's button recording its clicks, and a button outside the list. */
function Rows({ rows, clicks }: { rows: string[]; clicks: string[] }) {
  const shown = useSteadyWhilePressed(rows, 'rows')
  return (
    <>
      <ul id="rows">
        {shown.map((row) => (
          <li key={row}>
            <button type="button" onClick={() => clicks.push(row)}>
              {row}
            </button>
          </li>
        ))}
      </ul>
      <button type="button">Elsewhere</button>
    </>
  )
}

const shownRows = () => screen.getAllByRole('listitem').map((item) => item.textContent)

describe('useSteadyWhilePressed', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    // Every test ends its presses: the page's press is module state the next test would inherit.
    fireEvent.pointerUp(document.body)
    act(() => vi.runAllTimers())
    vi.useRealTimers()
  })

  function listOf(rows: string[]) {
    const clicks: string[] = []
    const view = render(<Rows rows={rows} clicks={clicks} />)
    return { clicks, refresh: (next: string[]) => view.rerender(<Rows rows={next} clicks={clicks} />), view }
  }

  it('keeps the rows where they are while a row is pressed, and shows the refresh once its click is over', () => {
    const { clicks, refresh } = listOf(['Bread knife', 'Cleaver'])
    const row = screen.getByRole('button', { name: 'Cleaver' })

    fireEvent.pointerDown(row)
    refresh(['Paring knife', 'Bread knife', 'Cleaver'])
    expect(shownRows()).toEqual(['Bread knife', 'Cleaver'])

    fireEvent.pointerUp(row)
    // The click comes in the release's task, before anything the page schedules: the rows have not moved yet.
    expect(shownRows()).toEqual(['Bread knife', 'Cleaver'])
    fireEvent.click(row)
    expect(clicks).toEqual(['Cleaver'])

    act(() => vi.runAllTimers())
    expect(shownRows()).toEqual(['Paring knife', 'Bread knife', 'Cleaver'])
  })

  it('shows the last refresh of those that came during the press', () => {
    const { refresh } = listOf(['Bread knife'])
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Bread knife' }))
    refresh(['Cleaver', 'Bread knife'])
    refresh(['Santoku', 'Cleaver', 'Bread knife'])
    expect(shownRows()).toEqual(['Bread knife'])

    fireEvent.pointerUp(document.body)
    act(() => vi.runAllTimers())
    expect(shownRows()).toEqual(['Santoku', 'Cleaver', 'Bread knife'])
  })

  it('shows a refresh at once when nothing is pressed, or a press is outside the list', () => {
    const { refresh } = listOf(['Bread knife'])
    refresh(['Cleaver', 'Bread knife'])
    expect(shownRows()).toEqual(['Cleaver', 'Bread knife'])

    fireEvent.pointerDown(screen.getByRole('button', { name: 'Elsewhere' }))
    refresh(['Santoku', 'Cleaver', 'Bread knife'])
    expect(shownRows()).toEqual(['Santoku', 'Cleaver', 'Bread knife'])
  })

  it('ends a press whose release never reached the page with the next press', () => {
    const { refresh } = listOf(['Bread knife'])
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Bread knife' }))
    refresh(['Cleaver', 'Bread knife'])
    expect(shownRows()).toEqual(['Bread knife'])

    fireEvent.pointerDown(screen.getByRole('button', { name: 'Elsewhere' }))
    act(() => vi.runAllTimers())
    expect(shownRows()).toEqual(['Cleaver', 'Bread knife'])
  })
})
