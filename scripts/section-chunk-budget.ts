import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

import type { Plugin } from 'vite'

import { firstLoadChunks, measureFirstLoad, type BudgetChunk } from './first-load-budget.ts'

interface Weighed {
  chunks: { fileName: string; gzipBytes: number }[]
  gzipBytes: number
}

export interface SectionFigure extends Weighed {
  section: string
}

export interface SectionFigures {
  /** Each section's own JavaScript: what opening it downloads that no other section and not the admin page needs. */
  sections: SectionFigure[]
  /** What two sections or more load and the admin page does not (the forms' schemas, say): the first one opened pays it. */
  shared: Weighed
}

function weigh(chunks: readonly BudgetChunk[]): Weighed {
  const measured = chunks.map((chunk) => ({
    fileName: chunk.fileName,
    gzipBytes: gzipSync(chunk.code).length,
  }))
  return { chunks: measured, gzipBytes: measured.reduce((sum, chunk) => sum + chunk.gzipBytes, 0) }
}

/**
 * What opening each admin section downloads once the admin page is on screen (the chunk holding its panel and
 * every chunk that imports statically, less the admin page's own), split into the section's own and what several
 * sections share.
 */
export function sectionFigures(
  chunks: readonly BudgetChunk[],
  shell: ReadonlySet<string>,
  sections: Readonly<Record<string, string>>,
): SectionFigures {
  const lazily = chunks.map((chunk) => ({ ...chunk, isEntry: false }))
  const reached = Object.entries(sections).map(([section, panelModule]) => ({
    section,
    chunks: firstLoadChunks(lazily, [panelModule]).filter((chunk) => !shell.has(chunk.fileName)),
  }))
  const users = new Map<string, number>()
  for (const { chunks: loaded } of reached) {
    for (const chunk of loaded) users.set(chunk.fileName, (users.get(chunk.fileName) ?? 0) + 1)
  }
  const shared = new Map<string, BudgetChunk>()
  const figures = reached.map(({ section, chunks: loaded }) => {
    for (const chunk of loaded) if (users.get(chunk.fileName)! > 1) shared.set(chunk.fileName, chunk)
    return { section, ...weigh(loaded.filter((chunk) => users.get(chunk.fileName) === 1)) }
  })
  return { sections: figures, shared: weigh([...shared.values()]) }
}

interface SectionBudgetOptions {
  /** The most a section's own JavaScript may weigh, in gzip bytes (issue 45: under 60 kB). */
  limitBytes: number
  /** The admin page's route module: what it loads is already there when a section opens. */
  shellModule: string
  /** The landing page's route module, whose first load the report also records. */
  landingModule: string
  /** Each section's panel module, by the section's name. */
  sections: Readonly<Record<string, string>>
  /** Where the figures are written as JSON for `npm run lighthouse:flow` (bench/RESULTS.md). */
  reportFile: string
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(2)} kB`

/** Prints each admin section's own JavaScript and fails `vite build` when one weighs more than the budget. */
export function sectionChunkBudget(options: SectionBudgetOptions): Plugin {
  return {
    name: 'section-chunk-budget',
    apply: 'build',
    generateBundle(_output, bundle) {
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []))
      const shell = new Set(firstLoadChunks(chunks, [options.shellModule]).map((chunk) => chunk.fileName))
      const { sections, shared } = sectionFigures(chunks, shell, options.sections)
      console.log(
        `Each admin section's own JavaScript (gzip), of ${kB(options.limitBytes)}:\n` +
          sections.map((figure) => `  ${kB(figure.gzipBytes).padStart(10)}  ${figure.section}`).join('\n') +
          `\n  ${kB(shared.gzipBytes).padStart(10)}  shared by two sections or more, loaded with the first opened\n`,
      )
      const landing = measureFirstLoad(firstLoadChunks(chunks, [options.landingModule]))
      fs.mkdirSync(path.dirname(options.reportFile), { recursive: true })
      fs.writeFileSync(
        options.reportFile,
        JSON.stringify({
          publicFirstLoad: landing.totalGzipBytes,
          sections: sections.map(({ section, gzipBytes }) => ({ section, gzipBytes })),
          sharedBySections: shared.gzipBytes,
        }),
      )
      const over = sections.filter((figure) => figure.gzipBytes > options.limitBytes)
      if (over.length > 0) {
        this.error(
          `Over the admin sections' budget of ${kB(options.limitBytes)} gzip: ` +
            over.map((figure) => `${figure.section} ${kB(figure.gzipBytes)}`).join(', ') +
            '. Move what the section does not need at first behind a dynamic import.',
        )
      }
    },
  }
}
