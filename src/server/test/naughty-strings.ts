import fs from 'node:fs'
import path from 'node:path'

const FILE = path.resolve(import.meta.dirname, '../../../tests/fixtures/naughty-strings.json')

/** The Big List of Naughty Strings (see tests/fixtures/README.md for its licence). */
export function naughtyStrings(): string[] {
  return JSON.parse(fs.readFileSync(FILE, 'utf8')) as string[]
}
