import { gzipSync } from 'node:zlib'

import { describe, expect, it } from 'vitest'

import { firstLoadChunks, measureFirstLoad, type BudgetChunk } from './first-load-budget.ts'

const chunk = (fileName: string, fields: Partial<BudgetChunk> = {}): BudgetChunk => ({
  fileName,
  isEntry: false,
  imports: [],
  moduleIds: [],
  code: `export const name = ${JSON.stringify(fileName)}`,
  ...fields,
})

const names = (chunks: BudgetChunk[]) => chunks.map((c) => c.fileName).sort()

describe('firstLoadChunks', () => {
  const bundle = [
    chunk('index.js', {
      isEntry: true,
      imports: ['react.js', 'shell.js'],
      moduleIds: ['/src/client/app/main.tsx'],
    }),
    chunk('react.js'),
    chunk('shell.js', { imports: ['react.js'] }),
    chunk('admin.js', { imports: ['dialog.js'], moduleIds: ['/src/admin-page.tsx'] }),
    chunk('dialog.js'),
    chunk('landing.js', { imports: ['icons.js'], moduleIds: ['/src/features/landing/landing-page.tsx'] }),
    chunk('icons.js'),
  ]

  it('follows the static imports of the entry and leaves lazily loaded chunks out', () => {
    expect(names(firstLoadChunks(bundle, []))).toEqual(['index.js', 'react.js', 'shell.js'])
  })

  it('adds a route split out of the entry, with what it imports', () => {
    expect(names(firstLoadChunks(bundle, ['features/landing/landing-page.tsx']))).toEqual([
      'icons.js',
      'index.js',
      'landing.js',
      'react.js',
      'shell.js',
    ])
  })

  it('refuses a route module no chunk holds, so a renamed page cannot drop out of the figure', () => {
    expect(() => firstLoadChunks(bundle, ['features/landing/home-page.tsx'])).toThrow(/no chunk holding/)
  })
})

describe('measureFirstLoad', () => {
  it('adds up the gzip size of every chunk, largest first', () => {
    const small = chunk('small.js', { code: 'a' })
    const large = chunk('large.js', { code: Array.from({ length: 500 }, (_, i) => `v${i * 7919}`).join() })
    const figure = measureFirstLoad([small, large])

    const expected = [large, small].map((c) => gzipSync(c.code).length)
    expect(figure.chunks.map((c) => c.gzipBytes)).toEqual(expected)
    expect(figure.totalGzipBytes).toBe(expected[0]! + expected[1]!)
  })
})
