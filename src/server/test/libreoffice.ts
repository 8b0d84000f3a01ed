import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)

const isExecutable = (file: string) => {
  try {
    fs.accessSync(file, fs.constants.X_OK)
    return fs.statSync(file).isFile()
  } catch {
    return false
  }
}

/** Where installers put soffice without linking it onto the PATH (Debian's own package links it). */
const USUAL_PLACES = [
  '/usr/lib/libreoffice/program/soffice',
  '/opt/libreoffice/program/soffice',
  '/Applications/LibreOffice.app/Contents/MacOS/soffice',
]

/** The soffice to run: the one on the PATH, else one in a usual place; undefined when LibreOffice is missing. */
function findSoffice(): string | undefined {
  const onPath = (process.env.PATH ?? '')
    .split(path.delimiter)
    .filter(Boolean)
    .map((dir) => path.join(dir, 'soffice'))
  return [...onPath, ...USUAL_PLACES].find(isExecutable)
}

const soffice = findSoffice()

/**
 * Tests that need LibreOffice run when it is installed; elsewhere they are skipped with a warning, and under
 * CI=true (where .ci/run installs it) they fail instead, as the PostgreSQL projects do (vitest.config.ts).
 */
export const skipLibreOffice = !soffice && process.env.CI !== 'true'
if (skipLibreOffice) console.warn('\n!!! soffice is not on the PATH: the LibreOffice tests are skipped.\n')

export function requireSoffice(): string {
  if (!soffice)
    throw new Error(
      'LibreOffice (soffice) is required under CI=true but is neither on the PATH nor installed',
    )
  return soffice
}

/** LibreOffice's CSV filter codes for the list separators a spreadsheet user may have. */
export const CSV_SEPARATORS = { comma: 44, semicolon: 59, tab: 9 } as const

/** The cells LibreOffice turned into formulas in a sheet of openInCalc's. */
export function countFormulaCells(sheet: string): number {
  return sheet.match(/table:formula=/g)?.length ?? 0
}

export interface CalcCell {
  /** LibreOffice's value type: 'string', 'float', … */
  type: string
  text: string
}

/** The cells of a sheet of openInCalc's, row by row. */
export function readCells(sheet: string): CalcCell[][] {
  const unescape = (text: string) =>
    text
      .replace(/<[^>]+>/g, '')
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&quot;', '"')
      .replaceAll('&apos;', "'")
      .replaceAll('&amp;', '&')
      .trim()
  return [...sheet.matchAll(/<table:table-row[^>]*>([\s\S]*?)<\/table:table-row>/g)].map(([, row]) =>
    [...row!.matchAll(/<table:table-cell([^>]*?)(?:\/>|>([\s\S]*?)<\/table:table-cell>)/g)].map(
      ([, attributes, content]) => ({
        type: /office:value-type="(\w+)"/.exec(attributes!)?.[1] ?? 'empty',
        text: unescape(content ?? ''),
      }),
    ),
  )
}

/**
 * The profile LibreOffice keeps between the runs of this process: each test process has its own, so that tests
 * running side by side never share one LibreOffice instance, and its runs one after another skip making one
 * (about a second each).
 */
let profile: string | undefined
function profileDir(): string {
  if (!profile) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'knife-soffice-profile-'))
    process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }))
    profile = dir
  }
  return profile
}

/**
 * Opens each of `csvs` in LibreOffice Calc as a user whose list separator is `separator` would (headless, UTF-8,
 * quotes as text delimiters), in one start of it (a second or two each), and answers the spreadsheets it made, as
 * flat ODF XML, in the same order.
 */
export async function openInCalc(csvs: readonly string[], separator: number): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'knife-soffice-'))
  try {
    const files = csvs.map((csv, index) => {
      const file = path.join(dir, `sheet-${index}.csv`)
      fs.writeFileSync(file, csv)
      return file
    })
    await run(
      requireSoffice(),
      [
        `-env:UserInstallation=file://${profileDir()}`,
        '--headless',
        `--infilter=CSV:${separator},34,76,1`,
        '--convert-to',
        'fods',
        '--outdir',
        dir,
        ...files,
      ],
      { timeout: 120_000 },
    )
    return csvs.map((_, index) => fs.readFileSync(path.join(dir, `sheet-${index}.fods`), 'utf8'))
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}
