import { gzipSync } from 'node:zlib'

import { describe, expect, it } from 'vitest'

import type { BudgetChunk } from './first-load-budget.ts'
import { overBudget, sectionFigure, type SectionFigure } from './section-chunk-budget.ts'

const chunk = (fileName: string, fields: Partial<BudgetChunk> = {}): BudgetChunk => ({
  fileName,
  isEntry: false,
  imports: [],
  moduleIds: [],
  code: `export const name = ${JSON.stringify(fileName)}`,
  ...fields,
})

describe('sectionFigure', () => {
  const bundle = [
    chunk('index.js', { isEntry: true, imports: ['react.js'] }),
    chunk('react.js'),
    chunk('admin.js', { imports: ['react.js', 'ui.js'], moduleIds: ['/src/app/admin-route.tsx'] }),
    chunk('ui.js'),
    chunk('reports.js', {
      imports: ['ui.js', 'charts.js'],
      moduleIds: ['/src/features/reports/reports-panel.tsx'],
      code: 'x'.repeat(5000),
    }),
    chunk('charts.js', { imports: ['react.js'], code: 'let a = 1;'.repeat(300) }),
  ]
  const shell = new Set(['index.js', 'react.js', 'admin.js', 'ui.js'])

  it("counts the section's chunk and what it imports that the admin page has not loaded", () => {
    const figure = sectionFigure(bundle, shell, 'reports', 'features/reports/reports-panel.tsx')
    expect(figure.chunks.map((c) => c.fileName).sort()).toEqual(['charts.js', 'reports.js'])
    const expected = ['reports.js', 'charts.js'].reduce(
      (sum, name) => sum + gzipSync(bundle.find((c) => c.fileName === name)!.code).length,
      0,
    )
    expect(figure.gzipBytes).toBe(expected)
  })

  it('fails loudly when the panel is in no chunk (a moved or renamed section)', () => {
    expect(() => sectionFigure(bundle, shell, 'gone', 'features/gone/gone-panel.tsx')).toThrow(/no chunk/)
  })
})

describe('overBudget', () => {
  const figure = (section: string, gzipBytes: number): SectionFigure => ({ section, chunks: [], gzipBytes })
  const figures = [figure('reports', 45_000), figure('orders', 150_000), figure('reviews', 61_000)]

  it('holds every section to the limit', () => {
    expect(overBudget(figures, 60_000).map((f) => f.section)).toEqual(['orders', 'reviews'])
  })

  it('holds a section with a ceiling to that ceiling instead, and no higher', () => {
    expect(overBudget(figures, 60_000, { orders: 150_000 }).map((f) => f.section)).toEqual(['reviews'])
    expect(overBudget(figures, 60_000, { orders: 149_999 }).map((f) => f.section)).toEqual([
      'orders',
      'reviews',
    ])
  })
})
