import { describe, expect, it } from 'vitest'

import type { LoadResult } from './load.ts'
import type { Measurement, Report } from './results.ts'
import { resultsMarkdown } from './results-markdown.ts'

const load = (p99: number, requestsPerSecond: number, status = 200): LoadResult =>
  ({ p50: p99 / 2, p99, requestsPerSecond, statuses: { [status]: 100 }, errors: 0 }) as unknown as LoadResult

const endpoint = (
  target: 'sqlite' | 'postgres',
  name: string,
  p99: number,
  perSecond = 1_000,
): Measurement => ({
  target,
  name,
  expect: name === 'booking creation' ? 201 : 200,
  result: load(p99 * 3, perSecond, name === 'booking creation' ? 201 : 200),
  alone: load(p99, 100),
})

function run(bookings: number, search: number, creationPerSecond: number): Report {
  return {
    machine: {
      cpu: 'a CPU',
      cores: 2,
      memoryGiB: 8,
      node: 'v20',
      sqlite: '3',
      postgres: '15',
      loadAverage: [0.5, 0.5, 0.5],
      pinned: true,
    },
    commitMs: 0.1,
    sizes: { bookings, customers: bookings / 5, emails: bookings / 20 },
    durationSeconds: 10,
    connections: 10,
    aloneSeconds: 5,
    loadAverageAtEnd: [0.5, 0.5, 0.5],
    measurements: [
      { target: 'reference', name: 'hello-world', expect: 200, result: load(1, 40_000) },
      ...(['sqlite', 'postgres'] as const).flatMap((db) => [
        endpoint(db, 'customers search', search),
        endpoint(db, 'booking creation', 8, creationPerSecond),
      ]),
    ],
    memory: [
      { target: 'sqlite', peakMiB: 200, endMiB: 190 },
      { target: 'postgres', peakMiB: 180, endMiB: 170 },
    ],
    seedSeconds: { sqlite: 10, postgres: 20 },
    startedAt: `2026-12-0${bookings === 100_000 ? 1 : 2}T10:00:00.000Z`,
  }
}

const verdictOf = (markdown: string, budget: string) =>
  markdown.split('\n').find((line) => line.startsWith(`| ${budget}`)) ?? ''

describe('the budgets in RESULTS.md', () => {
  it('meets every budget when a million bookings answer as fast and creation keeps its share', () => {
    const markdown = resultsMarkdown([run(100_000, 4, 1_000), run(1_000_000, 6, 800)])
    expect(markdown).not.toContain('**not met**')
  })

  it('judges the growth from 100,000 to a million, not only prints it', () => {
    const markdown = resultsMarkdown([run(100_000, 4, 1_000), run(1_000_000, 12, 800)])
    const growth = verdictOf(markdown, "every endpoint's p99 one at a time grows")
    expect(growth).toContain(
      '**not met**: customers search on sqlite (3.00×); customers search on postgres (3.00×)',
    )
    expect(verdictOf(markdown, "every endpoint's p99 one at a time <")).toContain('met (4 of 4)')
  })

  it("judges booking creation as a share of the same run's hello-world, not in bookings a second", () => {
    // 560/s of 40,000 is 1.4 %: the share misses, whatever the machine's speed.
    const markdown = resultsMarkdown([run(100_000, 4, 1_000), run(1_000_000, 4, 560)])
    expect(verdictOf(markdown, 'booking creation')).toContain(
      '**not met**: booking creation on sqlite (1.4 %)',
    )
  })

  it('judges nothing without a run at a million bookings', () => {
    expect(resultsMarkdown([run(100_000, 4, 1_000)])).toContain('the budgets are not judged')
  })
})
