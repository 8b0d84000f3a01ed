import fs from 'node:fs'

import prettier from 'prettier'

import { resultsFile, runsDir } from './bench-config.ts'
import { resultsMarkdown } from './results-markdown.ts'
import { readRuns } from './runs.ts'
import { readFlowRun } from './user-flow-results.ts'

/** A file the repository keeps, formatted as its Prettier would, so `npm run lint` passes over it. */
export async function writeFormatted(file: string, text: string) {
  const options = await prettier.resolveConfig(file)
  fs.writeFileSync(file, await prettier.format(text, { ...options, filepath: file }))
}

/** RESULTS.md from every size's saved run and the user flow's. */
export async function writeResults() {
  await writeFormatted(resultsFile, resultsMarkdown(readRuns(runsDir), readFlowRun(runsDir)))
}
