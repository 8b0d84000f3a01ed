/**
 * npm run lighthouse: Lighthouse (mobile, its default) on the built app, served on a fresh data directory, for
 * the pages docs/decisions.md "Budgets" budgets. Prints each page's four scores and exits non-zero when
 * performance is under 95 or accessibility under 100. Run `npm run build` first.
 *
 *   LIGHTHOUSE_DIST   the build to serve (default dist; a copy such as .dist-me works too)
 *   LIGHTHOUSE_RUNS   runs per page; the run with the median performance score is reported (default 3)
 *   CHROMIUM_PATH     the browser (default /usr/bin/chromium)
 */
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import lighthouse, { type Result } from 'lighthouse'

import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts'
import { startAndWaitFor, startBuiltServer, stop } from './child-process.ts'

const PAGES = ['/', '/measurement-selection']
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const MINIMUM: Partial<Record<(typeof CATEGORIES)[number], number>> = { performance: 95, accessibility: 100 }
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
const DIST = process.env.LIGHTHOUSE_DIST ?? 'dist'

const score = (result: Result, category: (typeof CATEGORIES)[number]) =>
  Math.round((result.categories[category]?.score ?? 0) * 100)

/** The audits that cost points, so a failing score says what to fix. */
function shortcomings(result: Result): string[] {
  return Object.values(result.audits)
    .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative')
    .filter((audit) => audit.scoreDisplayMode !== 'manual' && audit.scoreDisplayMode !== 'notApplicable')
    .map((audit) => `${audit.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`)
}

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'knife-lighthouse-data-'))
  const profileDir = await mkdtemp(path.join(os.tmpdir(), 'knife-lighthouse-chromium-'))
  const reportDir = await mkdtemp(path.join(os.tmpdir(), 'knife-lighthouse-reports-'))
  const server = await startBuiltServer(DIST, dataDir, { ADMIN_PASSWORD: randomBytes(12).toString('hex') })
  const browser = await startAndWaitFor(
    CHROMIUM_PATH,
    [...CHROMIUM_ARGS, '--remote-debugging-port=0', `--user-data-dir=${profileDir}`, 'about:blank'],
    process.env,
    /DevTools listening on ws:\/\/[^:]+:(\d+)\//,
  )
  const { baseUrl } = server
  const port = Number(browser.match[1])

  let failed = false
  try {
    console.log(`Lighthouse ${RUNS}× per page (mobile) on ${baseUrl} (${DIST}); reports in ${reportDir}\n`)
    console.log(['page'.padEnd(24), ...CATEGORIES.map((category) => category.padStart(15))].join(''))
    for (const page of PAGES) {
      const results: Result[] = []
      for (let run = 0; run < RUNS; run++) {
        const runner = await lighthouse(`${baseUrl}${page}`, {
          port,
          logLevel: 'error',
          output: 'html',
          onlyCategories: [...CATEGORIES],
        })
        if (!runner) throw new Error(`Lighthouse returned nothing for ${page}`)
        if (runner.lhr.runtimeError) throw new Error(`${page}: ${runner.lhr.runtimeError.message}`)
        results.push(runner.lhr)
        const name = `${page.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'landing'}-${run + 1}.html`
        await writeFile(path.join(reportDir, name), String(runner.report))
      }
      results.sort((a, b) => score(a, 'performance') - score(b, 'performance'))
      const median = results[Math.floor(results.length / 2)]!
      console.log(
        [page.padEnd(24), ...CATEGORIES.map((category) => String(score(median, category)).padStart(15))].join(
          '',
        ),
      )
      const misses = Object.entries(MINIMUM).filter(([category, minimum]) => {
        return score(median, category as (typeof CATEGORIES)[number]) < minimum
      })
      if (misses.length > 0) {
        failed = true
        const needs = misses.map(([category, minimum]) => `${category} ${minimum}`).join(', ')
        console.log(`  under the budget (${needs}); what costs points:`)
        for (const line of shortcomings(median)) console.log(`    ${line}`)
      }
    }
  } finally {
    await Promise.all([stop(browser.child), stop(server.child)])
    await Promise.all([
      rm(dataDir, { recursive: true, force: true }),
      rm(profileDir, { recursive: true, force: true }),
    ])
  }
  if (failed) {
    console.error('\nLighthouse budget missed (docs/decisions.md "Budgets").')
    process.exitCode = 1
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
