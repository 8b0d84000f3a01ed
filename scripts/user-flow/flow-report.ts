/** The user flow's figures as a table: per step its LCP, slowest INP and JavaScript loaded; then the board's long tasks. */
import type { FlowResult } from 'lighthouse'

import type { FlowStep } from '../../bench/user-flow-results.ts'
import type { BoardLongTasks } from './board-long-tasks.ts'

/** Each step's figures from its Lighthouse result; the owner's steps begin at `ownerFrom`. */
export function rowsOf(flow: FlowResult, ownerFrom: string): FlowStep[] {
  const firstOwnerStep = flow.steps.findIndex((step) => step.name === ownerFrom)
  return flow.steps.map((step, index) => {
    const audits = step.lhr.audits
    const requests = (
      audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] }
    )?.items
    return {
      who: firstOwnerStep >= 0 && index >= firstOwnerStep ? 'owner' : 'customer',
      step: step.name,
      lcp: audits['largest-contentful-paint']?.numericValue,
      inp: audits['interaction-to-next-paint']?.numericValue,
      scriptBytes: (requests ?? [])
        .filter((request) => request.resourceType === 'Script')
        .reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    }
  })
}

const ms = (value: number | undefined) => (value === undefined ? '' : `${Math.round(value)} ms`)

export function printSteps(rows: FlowStep[]) {
  console.log(`${'step'.padEnd(56)}${'LCP'.padStart(10)}${'INP'.padStart(10)}${'JS loaded'.padStart(12)}`)
  for (const row of rows) {
    const kilobytes = `${(row.scriptBytes / 1024).toFixed(1)} KB`
    console.log(
      `${row.step.padEnd(56)}${ms(row.lcp).padStart(10)}${ms(row.inp).padStart(10)}${kilobytes.padStart(12)}`,
    )
  }
}

export function printBoard(board: BoardLongTasks) {
  const longest = Math.max(0, ...board.longTasks)
  console.log(
    `\nWorkflow Board at 390 px, CPU 4× slower: first cards after ${ms(board.firstScreenMs)}, ${board.cards} cards ` +
      `after scrolling every column and Show more; ${board.longTasks.length} long tasks, the longest ${ms(longest)}, ` +
      `${board.longTasks.filter((duration) => duration > 200).length} over 200 ms`,
  )
}
