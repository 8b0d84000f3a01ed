import { gzipSync } from 'node:zlib'

import { describe, expect, it } from 'vitest'

import type { BudgetChunk } from './first-load-budget.ts'
import { sectionFigures } from './section-chunk-budget.ts'

const chunk = (fileName: string, fields: Partial<BudgetChunk> = {}): BudgetChunk => ({
  fileName,
  isEntry: false,
  imports: [],
  moduleIds: [],
  code: `export const name = ${JSON.stringify(fileName)}`,
  ...fields,
})

describe('sectionFigures', () => {
  const bundle = [
    chunk('index.js', { isEntry: true, imports: ['react.js'] }),
    chunk('react.js'),
    chunk('admin.js', { imports: ['react.js', 'ui.js'], moduleIds: ['/src/app/admin-route.tsx'] }),
    chunk('ui.js'),
    chunk('reports.js', {
      imports: ['ui.js', 'charts.js', 'schemas.js'],
      moduleIds: ['/src/features/reports/reports-panel.tsx'],
      code: 'x'.repeat(5000),
    }),
    chunk('charts.js', { imports: ['react.js'], code: 'let a = 1;'.repeat(300) }),
    chunk('orders.js', { imports: ['schemas.js'], moduleIds: ['/src/features/orders/orders-panel.tsx'] }),
    chunk('schemas.js', { code: 'const schema = {};'.repeat(200) }),
  ]
  const shell = new Set(['index.js', 'react.js', 'admin.js', 'ui.js'])
  const gzipOf = (...names: string[]) =>
    names.reduce((sum, name) => sum + gzipSync(bundle.find((c) => c.fileName === name)!.code).length, 0)
  const sections = {
    reports: 'features/reports/reports-panel.tsx',
    orders: 'features/orders/orders-panel.tsx',
  }

  it("counts a section's chunk and what it alone imports, not what the admin page has loaded", () => {
    const { sections: figures } = sectionFigures(bundle, shell, sections)
    const reports = figures.find((figure) => figure.section === 'reports')!
    expect(reports.chunks.map((c) => c.fileName).sort()).toEqual(['charts.js', 'reports.js'])
    expect(reports.gzipBytes).toBe(gzipOf('reports.js', 'charts.js'))
    expect(figures.find((figure) => figure.section === 'orders')!.gzipBytes).toBe(gzipOf('orders.js'))
  })

  it('weighs what two sections import once, apart from both', () => {
    const { shared } = sectionFigures(bundle, shell, sections)
    expect(shared.chunks.map((c) => c.fileName)).toEqual(['schemas.js'])
    expect(shared.gzipBytes).toBe(gzipOf('schemas.js'))
  })

  it('fails loudly when a panel is in no chunk (a moved or renamed section)', () => {
    expect(() => sectionFigures(bundle, shell, { gone: 'features/gone/gone-panel.tsx' })).toThrow(/no chunk/)
  })
})
