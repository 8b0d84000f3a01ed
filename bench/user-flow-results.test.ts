import { describe, expect, it } from 'vitest'

import { flowMarkdown, type FlowRun } from './user-flow-results.ts'

const run = (changes: Partial<FlowRun> = {}): FlowRun => ({
  startedAt: '2026-11-29T21:36:00.000Z',
  machine: {
    cpu: 'AMD EPYC',
    cores: 2,
    node: 'v20.20.2',
    chromium: 'Chrome/156',
    loadAverage: [0.5, 0.5, 0.5],
  },
  loadAverageAtEnd: [0.6, 0.5, 0.5],
  ownerBookings: 1_000_000,
  flowBookings: 300,
  steps: [
    { who: 'customer', step: 'Landing page', lcp: 1999, scriptBytes: 90_000 },
    { who: 'owner', step: 'Sign in', inp: 150, scriptBytes: 0 },
  ],
  board: { firstScreenMs: 1500, cards: 150, longTasks: [120, 199] },
  chunks: {
    publicFirstLoad: 99_000,
    sections: [{ section: 'reports', gzipBytes: 10_000 }],
    sharedBySections: 140_000,
  },
  ...changes,
})

const rowOf = (markdown: string, text: string) => markdown.split('\n').find((line) => line.includes(text))

describe("the user flow's section of RESULTS.md", () => {
  it('meets a step under both budgets and misses one at or over either', () => {
    expect(rowOf(flowMarkdown(run()), 'Landing page')).toMatch(/\| met \|$/)
    expect(rowOf(flowMarkdown(run()), 'Sign in')).toMatch(/\| met \|$/)
    const slow = run({
      steps: [
        { who: 'customer', step: 'Landing page', lcp: 2000, scriptBytes: 0 },
        { who: 'owner', step: 'Sign in', inp: 200, scriptBytes: 0 },
      ],
    })
    expect(rowOf(flowMarkdown(slow), 'Landing page')).toMatch(/\*\*not met\*\*/)
    expect(rowOf(flowMarkdown(slow), 'Sign in')).toMatch(/\*\*not met\*\*/)
  })

  it('judges the board by its longest task and a section by its own JavaScript', () => {
    expect(flowMarkdown(run())).toMatch(/0 over 200 ms: met\./)
    expect(flowMarkdown(run({ board: { firstScreenMs: 1, cards: 1, longTasks: [201] } }))).toMatch(
      /1 over 200 ms: \*\*not met\*\*/,
    )
    const heavy = run({
      chunks: {
        publicFirstLoad: 1,
        sections: [{ section: 'reports', gzipBytes: 61_440 }],
        sharedBySections: 0,
      },
    })
    expect(rowOf(flowMarkdown(heavy), 'reports section')).toMatch(/\*\*not met\*\*/)
  })
})
