/**
 * The user flow's saved run (`npm run lighthouse:flow` writes it into bench/runs/user-flow.json) and its section
 * of RESULTS.md: each step's Largest Contentful Paint, slowest Interaction to Next Paint and JavaScript, judged
 * against issue 45's budgets, and the Workflow Board's long tasks with years of orders.
 */
import fs from 'node:fs'
import path from 'node:path'

import { count, format } from './results.ts'

export interface FlowStep {
  step: string
  /** A navigation's; a timespan (interactions) has none. */
  lcp?: number
  /** The slowest interaction's; a navigation has none. */
  inp?: number
  scriptBytes: number
  /** Whose step: a customer's on a fresh database, or the owner's. */
  who: 'customer' | 'owner'
}

export interface FlowRun {
  startedAt: string
  machine: { cpu: string; cores: number; node: string; chromium: string; loadAverage: number[] }
  loadAverageAtEnd: number[]
  /** The owner's steps ran on the bench's data of this many bookings; undefined: on the flow's own orders. */
  ownerBookings?: number
  flowBookings: number
  steps: FlowStep[]
  board: { firstScreenMs: number; cards: number; longTasks: number[] }
  /** The public pages' first load, each admin section's own JavaScript and what sections share, gzip bytes. */
  chunks: {
    publicFirstLoad: number
    sections: { section: string; gzipBytes: number }[]
    sharedBySections: number
  }
}

export const FLOW_BUDGETS = {
  lcpMs: 2000,
  inpMs: 200,
  longTaskMs: 200,
  publicKB: 100,
  sectionKB: 60,
}

export const flowRunFile = (dir: string) => path.join(dir, 'user-flow.json')

export function readFlowRun(dir: string): FlowRun | undefined {
  const file = flowRunFile(dir)
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as FlowRun) : undefined
}

const kb = (bytes: number) => `${format(bytes / 1024, 1)} KB`
const ms = (value: number | undefined) => (value === undefined ? '–' : `${format(value, 0)} ms`)
const judged = (met: boolean) => (met ? 'met' : '**not met**')

function stepRow(step: FlowStep): string {
  const met =
    (step.lcp === undefined || step.lcp < FLOW_BUDGETS.lcpMs) &&
    (step.inp === undefined || step.inp < FLOW_BUDGETS.inpMs)
  return `| ${step.who} | ${step.step} | ${ms(step.lcp)} | ${ms(step.inp)} | ${kb(step.scriptBytes)} | ${judged(met)} |`
}

export function flowMarkdown(run: FlowRun): string {
  const { board, chunks, machine } = run
  const longest = Math.max(0, ...board.longTasks)
  const over = board.longTasks.filter((duration) => duration > FLOW_BUDGETS.longTaskMs).length
  const owner = run.ownerBookings
    ? `the bench's data of ${count(run.ownerBookings)} bookings`
    : `a fresh database with ${count(run.flowBookings)} orders`
  const sections = chunks.sections
    .map(
      ({ section, gzipBytes }) =>
        `| the ${section} section's own JavaScript < ${FLOW_BUDGETS.sectionKB} KB | ${kb(gzipBytes)} | ${judged(gzipBytes < FLOW_BUDGETS.sectionKB * 1024)} |`,
    )
    .join('\n')
  return `## What people feel: the user flow on a phone

Written by \`npm run lighthouse:flow\` (with \`FLOW_OWNER_BOOKINGS\`), run ${run.startedAt.slice(0, 16).replace('T', ' ')}
UTC on ${machine.cpu}, ${machine.cores} cores, Node ${machine.node}, ${machine.chromium}; load average ${machine.loadAverage.join(', ')} at
the start and ${run.loadAverageAtEnd.join(', ')} at the end. Lighthouse's mobile emulation and DevTools throttling (4× CPU, its
slow 4G). The customer's steps run on a fresh database, the owner's on ${owner}. A navigation is judged on its
Largest Contentful Paint (< ${FLOW_BUDGETS.lcpMs} ms), a timespan on its slowest Interaction to Next Paint
(< ${FLOW_BUDGETS.inpMs} ms); "JS" is what the step downloaded, compressed, beyond what the browser held already.

| whose | step | LCP | INP | JS | verdict |
| --- | --- | ---: | ---: | ---: | --- |
${run.steps.map(stepRow).join('\n')}

| JavaScript, gzip, from the build | size | verdict |
| --- | ---: | --- |
| the landing page's first load < ${FLOW_BUDGETS.publicKB} KB (a booking form's: the JS column) | ${kb(chunks.publicFirstLoad)} | ${judged(chunks.publicFirstLoad < FLOW_BUDGETS.publicKB * 1024)} |
${sections}
| what two admin sections or more share, loaded with the first opened | ${kb(chunks.sharedBySections)} | – |

The Workflow Board at 390 px with the CPU slowed 4×: first cards after ${ms(board.firstScreenMs)}; every column
scrolled to its end and each "Show more" pressed, ${count(board.cards)} cards; ${board.longTasks.length} long tasks, the longest
${ms(longest)}, ${over} over ${FLOW_BUDGETS.longTaskMs} ms: ${judged(over === 0)}.
`
}
