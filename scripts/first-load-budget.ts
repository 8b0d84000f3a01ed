import { gzipSync } from 'node:zlib'

import type { Plugin } from 'vite'

/** The part of a Rolldown output chunk the budget reads. */
export interface BudgetChunk {
  fileName: string
  isEntry: boolean
  /** Chunks this one imports statically: the browser fetches them (index.html preloads them) before it runs. */
  imports: readonly string[]
  moduleIds: readonly string[]
  code: string
}

export interface FirstLoadFigure {
  chunks: { fileName: string; gzipBytes: number }[]
  totalGzipBytes: number
}

/**
 * The JavaScript a first visit downloads before the page can show: every entry chunk, the chunks holding the
 * given route modules (when a route is split out of the entry) and, for each of those, everything it imports
 * statically. Dynamic imports are left out: they load when a screen, dialog or toast is first used.
 */
export function firstLoadChunks(
  chunks: readonly BudgetChunk[],
  routeModules: readonly string[],
): BudgetChunk[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const roots = chunks.filter((chunk) => chunk.isEntry)
  for (const routeModule of routeModules) {
    const holder = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(routeModule)))
    // A renamed or moved landing page must not quietly drop out of the measurement.
    if (!holder) throw new Error(`The first-load budget found no chunk holding ${routeModule}.`)
    roots.push(holder)
  }
  const seen = new Map<string, BudgetChunk>()
  const visit = (chunk: BudgetChunk) => {
    if (seen.has(chunk.fileName)) return
    seen.set(chunk.fileName, chunk)
    for (const imported of chunk.imports) {
      const next = byName.get(imported)
      if (next) visit(next)
    }
  }
  roots.forEach(visit)
  return [...seen.values()]
}

/** Gzip at zlib's default level, as Vite reports sizes and as a server compressing on the fly sends them. */
export function measureFirstLoad(chunks: readonly BudgetChunk[]): FirstLoadFigure {
  const measured = chunks
    .map((chunk) => ({ fileName: chunk.fileName, gzipBytes: gzipSync(chunk.code).length }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
  return { chunks: measured, totalGzipBytes: measured.reduce((sum, chunk) => sum + chunk.gzipBytes, 0) }
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(2)} kB`

export function describeFirstLoad(figure: FirstLoadFigure, limitBytes: number): string {
  const lines = figure.chunks.map((chunk) => `  ${kB(chunk.gzipBytes).padStart(10)}  ${chunk.fileName}`)
  return [
    `First-load JavaScript of the landing page (gzip): ${kB(figure.totalGzipBytes)} of ${kB(limitBytes)}`,
    ...lines,
  ].join('\n')
}

interface FirstLoadBudgetOptions {
  /** The most the first load may weigh, in gzip bytes (docs/decisions.md "Budgets": under 100 kB). */
  limitBytes: number
  /** Source files of the screens the first visit renders, e.g. the landing page, wherever they are bundled. */
  routeModules: readonly string[]
}

/** Fails `vite build` when the landing page's first-load JavaScript weighs more than the budget. */
export function firstLoadBudget({ limitBytes, routeModules }: FirstLoadBudgetOptions): Plugin {
  return {
    name: 'first-load-budget',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []))
      const figure = measureFirstLoad(firstLoadChunks(chunks, routeModules))
      console.log(`\n${describeFirstLoad(figure, limitBytes)}\n`)
      if (figure.totalGzipBytes > limitBytes) {
        this.error(
          `The landing page's first-load JavaScript is over budget: ${kB(figure.totalGzipBytes)} > ${kB(limitBytes)}` +
            ' gzip. Move what the landing page does not need behind a dynamic import.',
        )
      }
    },
  }
}
