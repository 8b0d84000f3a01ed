/**
 * Keeps a user-flow run in bench/runs/user-flow.json, with the machine, its load and the build's chunk sizes
 * (dist/bundle-sizes.json, written by `npm run build`), and writes bench/RESULTS.md again with it.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { runsDir } from '../../bench/bench-config.ts'
import { flowRunFile, type FlowRun } from '../../bench/user-flow-results.ts'
import { writeFormatted, writeResults } from '../../bench/write-results.ts'

export const loadAverage = () => os.loadavg().map((load) => Math.round(load * 100) / 100)

export interface FlowMeasured extends Pick<FlowRun, 'steps' | 'board' | 'ownerBookings' | 'flowBookings'> {
  startedAt: Date
  loadAtStart: number[]
  chromium: string
  dist: string
}

export async function saveFlowRun(measured: FlowMeasured) {
  const chunks = JSON.parse(
    fs.readFileSync(path.join(measured.dist, 'bundle-sizes.json'), 'utf8'),
  ) as FlowRun['chunks']
  const run: FlowRun = {
    startedAt: measured.startedAt.toISOString(),
    machine: {
      cpu: os.cpus()[0]?.model ?? 'unknown',
      cores: os.cpus().length,
      node: process.version,
      chromium: measured.chromium,
      loadAverage: measured.loadAtStart,
    },
    loadAverageAtEnd: loadAverage(),
    ownerBookings: measured.ownerBookings,
    flowBookings: measured.flowBookings,
    steps: measured.steps,
    board: measured.board,
    chunks,
  }
  fs.mkdirSync(runsDir, { recursive: true })
  await writeFormatted(flowRunFile(runsDir), JSON.stringify(run))
  await writeResults()
}
