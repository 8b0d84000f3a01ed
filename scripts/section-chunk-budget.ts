import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

import type { Plugin } from 'vite'

import { firstLoadChunks, measureFirstLoad, type BudgetChunk } from './first-load-budget.ts'

export interface SectionFigure {
  section: string
  /** The chunks a first visit to the section downloads beyond the admin page's own. */
  chunks: { fileName: string; gzipBytes: number }[]
  gzipBytes: number
}

/**
 * What opening an admin section downloads once the admin page is on screen: the chunk holding the section's panel
 * and every chunk it imports statically that the admin page has not loaded already. Chunks shared by several
 * sections count in each, since each is the first for somebody.
 */
export function sectionFigure(
  chunks: readonly BudgetChunk[],
  shell: ReadonlySet<string>,
  section: string,
  panelModule: string,
): SectionFigure {
  const holding = firstLoadChunks(
    chunks.map((chunk) => ({ ...chunk, isEntry: false })),
    [panelModule],
  ).filter((chunk) => !shell.has(chunk.fileName))
  const measured = holding.map((chunk) => ({
    fileName: chunk.fileName,
    gzipBytes: gzipSync(chunk.code).length,
  }))
  return { section, chunks: measured, gzipBytes: measured.reduce((sum, chunk) => sum + chunk.gzipBytes, 0) }
}

interface SectionBudgetOptions {
  /** The most a section may add, in gzip bytes (issue 45: under 60 kB). */
  limitBytes: number
  /** The admin page's route module: what it loads is already there when a section opens. */
  shellModule: string
  /** The landing page's route module, whose first load the report also records. */
  landingModule: string
  /** Each section's panel module, by the section's name. */
  sections: Readonly<Record<string, string>>
  /**
   * Sections not yet brought under `limitBytes`, each held at a ceiling of its own (its figure when the budget was
   * wired) so that none grows while it waits for its turn. A section leaves this list once it is under the limit.
   */
  ceilings?: Readonly<Record<string, number>>
  /** Where the figures are written as JSON for `npm run lighthouse:flow` (bench/RESULTS.md). */
  reportFile: string
}

/** The sections over their budget: their ceiling where they have one, the limit otherwise. */
export function overBudget(
  figures: readonly SectionFigure[],
  limitBytes: number,
  ceilings: Readonly<Record<string, number>> = {},
): SectionFigure[] {
  return figures.filter((figure) => figure.gzipBytes > (ceilings[figure.section] ?? limitBytes))
}

/** Prints each admin section's own JavaScript and fails `vite build` when one weighs more than the budget. */
export function sectionChunkBudget(options: SectionBudgetOptions): Plugin {
  return {
    name: 'section-chunk-budget',
    apply: 'build',
    generateBundle(_output, bundle) {
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []))
      const shell = new Set(firstLoadChunks(chunks, [options.shellModule]).map((chunk) => chunk.fileName))
      const figures = Object.entries(options.sections).map(([section, module]) =>
        sectionFigure(chunks, shell, section, module),
      )
      const kB = (bytes: number) => `${(bytes / 1000).toFixed(2)} kB`
      console.log(
        `Each admin section's own JavaScript (gzip), of ${kB(options.limitBytes)}:\n` +
          figures
            .map((figure) => {
              const ceiling = options.ceilings?.[figure.section]
              const held = ceiling === undefined ? '' : ` (held at ${kB(ceiling)} until brought under)`
              return `  ${kB(figure.gzipBytes).padStart(10)}  ${figure.section}${held}`
            })
            .join('\n'),
      )
      fs.mkdirSync(path.dirname(options.reportFile), { recursive: true })
      const landing = measureFirstLoad(firstLoadChunks(chunks, [options.landingModule]))
      fs.writeFileSync(
        options.reportFile,
        JSON.stringify({
          publicFirstLoad: landing.totalGzipBytes,
          sections: figures.map(({ section, gzipBytes }) => ({ section, gzipBytes })),
        }),
      )
      const over = overBudget(figures, options.limitBytes, options.ceilings)
      if (over.length > 0) {
        this.error(
          `Over the admin sections' budget of ${kB(options.limitBytes)} gzip (or a section's ceiling): ` +
            over.map((figure) => `${figure.section} ${kB(figure.gzipBytes)}`).join(', ') +
            '. Move what the section does not need at first behind a dynamic import.',
        )
      }
    },
  }
}
