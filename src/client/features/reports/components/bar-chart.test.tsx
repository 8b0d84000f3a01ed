// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { BarChart } from './bar-chart'

/** jsdom lays nothing out: every observed box is a phone's chart. */
class PhoneSizedBox {
  constructor(private readonly report: ResizeObserverCallback) {}
  observe(element: Element) {
    this.report([{ contentRect: { width: 326, height: 240 } } as ResizeObserverEntry], this as never)
    void element
  }
  disconnect() {}
}

const weeks = [
  { key: '2025-10-06', label: 'Oct 6', value: 2 },
  { key: '2025-10-13', label: 'Oct 13', value: 7 },
  { key: '2025-10-20', label: 'Oct 20', value: 3 },
]

function renderChart() {
  render(
    <>
      <button type="button">Before</button>
      <BarChart
        data={weeks}
        layout="columns"
        labelPrefix="Week of "
        describe={(value) => `${value} bookings`}
        figureText={String}
        className="h-60"
      />
      <button type="button">After</button>
    </>,
  )
}

const tooltip = () => document.querySelector('[data-chart-tooltip]')

describe('BarChart', () => {
  beforeEach(() => vi.stubGlobal('ResizeObserver', PhoneSizedBox))
  afterEach(() => vi.unstubAllGlobals())

  it('shows a bar’s tooltip when the keyboard reaches it, and moves with the arrow keys', async () => {
    const user = userEvent.setup()
    renderChart()
    expect(tooltip()).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Before' }))
    await user.tab()
    expect(screen.getByRole('img', { name: 'Week of Oct 6: 2 bookings' })).toHaveFocus()
    expect(tooltip()).toHaveTextContent('Week of Oct 62 bookings')

    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('img', { name: 'Week of Oct 13: 7 bookings' })).toHaveFocus()
    expect(tooltip()).toHaveTextContent('Week of Oct 137 bookings')
    await user.keyboard('{End}')
    expect(tooltip()).toHaveTextContent('Week of Oct 203 bookings')

    await user.keyboard('{Escape}')
    expect(tooltip()).toBeNull()
  })

  it('is one stop in the tab order, coming back to the bar last focused', async () => {
    const user = userEvent.setup()
    renderChart()
    await user.click(screen.getByRole('button', { name: 'Before' }))
    await user.tab()
    await user.keyboard('{ArrowRight}')
    await user.tab()
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus()
    expect(tooltip()).toBeNull()
    await user.tab({ shift: true })
    expect(screen.getByRole('img', { name: 'Week of Oct 13: 7 bookings' })).toHaveFocus()
  })

  it('shows the tooltip of the bar under the pointer, and hides it when the pointer leaves', async () => {
    const user = userEvent.setup()
    renderChart()
    await user.hover(screen.getByRole('img', { name: 'Week of Oct 20: 3 bookings' }))
    expect(tooltip()).toHaveTextContent('Week of Oct 203 bookings')
    await user.unhover(screen.getByRole('img', { name: 'Week of Oct 20: 3 bookings' }))
    await user.hover(screen.getByRole('button', { name: 'After' }))
    expect(tooltip()).toBeNull()
  })

  it('draws the axis rounded up from the highest bar, and each bar in proportion', () => {
    renderChart()
    const ticks = [...document.querySelectorAll('svg text')].map((text) => text.textContent)
    expect(ticks.slice(0, 5)).toEqual(['0', '2', '4', '6', '8'])
    expect(document.querySelectorAll('svg path[d^="M"]')).toHaveLength(3)
  })
})
