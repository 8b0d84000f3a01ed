import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)

/** Whether LibreOffice is installed (CI installs it: .ci/run); tests that need it are skipped without it. */
export const hasLibreOffice = ['/usr/bin/soffice', '/usr/local/bin/soffice'].some((file) =>
  fs.existsSync(file),
)

/** LibreOffice's CSV filter codes for the list separators a spreadsheet user may have. */
export const CSV_SEPARATORS = { comma: 44, semicolon: 59, tab: 9 } as const

/**
 * Opens `csv` in LibreOffice Calc as a user whose list separator is `separator` would (headless, UTF-8, quotes
 * as text delimiters) and counts the cells it turned into formulas.
 */
export async function countFormulaCells(csv: string, separator: number): Promise<number> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'knife-soffice-'))
  try {
    const file = path.join(dir, 'export.csv')
    fs.writeFileSync(file, csv)
    // A profile of its own, so tests running side by side do not share one LibreOffice instance.
    await run(
      'soffice',
      [
        `-env:UserInstallation=file://${dir}/profile`,
        '--headless',
        `--infilter=CSV:${separator},34,76,1`,
        '--convert-to',
        'fods',
        '--outdir',
        dir,
        file,
      ],
      { timeout: 120_000 },
    )
    const sheet = fs.readFileSync(path.join(dir, 'export.fods'), 'utf8')
    return sheet.match(/table:formula=/g)?.length ?? 0
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}
