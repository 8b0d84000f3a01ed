import path from 'node:path'

import { ESLint } from 'eslint'
import tseslint from 'typescript-eslint'
import { describe, expect, it } from 'vitest'

import serverModules from './eslint-server-modules.js'
import { cycles, moduleGraph, mutualPairs } from './server-modules.js'

const eslint = new ESLint({
  overrideConfigFile: true,
  overrideConfig: [
    {
      files: ['**/*.ts'],
      languageOptions: { parser: tseslint.parser },
      plugins: { server: serverModules },
      rules: { 'server/modules': 'error' },
    },
  ],
})

/** The rule's messages for `code` written in src/server/`file` (a probe: the file need not exist). */
async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.resolve('src/server', file) })
  return result!.messages.map((message) => message.message)
}

describe('the server modules lint rule', () => {
  it("refuses an import of another module's private file, by import, re-export or dynamic import", async () => {
    for (const code of [
      "import { createBooking } from '../bookings/create-booking.ts'",
      "import type { PickupColumns } from '../bookings/create-booking.ts'",
      "export { createBooking } from '../bookings/create-booking.ts'",
      "const a = import('../bookings/create-booking.ts')",
    ]) {
      expect(await problems('modules/health/probe.ts', code)).toEqual([
        expect.stringContaining('modules/bookings/create-booking.ts is private to the module "bookings"'),
      ])
    }
    expect(await problems('app.ts', "import { x } from './modules/pickup/pickup-capacity.ts'")).toEqual([
      expect.stringContaining('private to the module "pickup"'),
    ])
  })

  it('refuses an import that closes a cycle between modules', async () => {
    // bookings imports pickup (pickup-capacity.ts): pickup importing bookings back would be a cycle.
    expect(
      await problems('modules/pickup/probe.ts', "import { bookingsRoutes } from '../bookings/index.ts'"),
    ).toEqual([
      expect.stringContaining(
        'The module "pickup" imports "bookings", which already imports it (bookings -> pickup)',
      ),
    ])
  })

  it("lets a module import others' public surfaces and itself, and tests import others' test helpers", async () => {
    const allowed = [
      ['modules/pickup/probe.ts', "import { lockBooking } from '../booking-records/index.ts'"],
      ['modules/pickup/probe.ts', "import { placeIn } from './pickup-capacity.ts'"],
      ['app.ts', "import { bookingsRoutes } from './modules/bookings/index.ts'"],
      ['modules/pickup/probe.test.ts', "import { a } from '../inbox/email-replies-test-support.ts'"],
      // A test may import what would be a cycle in production code: tests are not part of the graph.
      ['modules/pickup/probe.test.ts', "import { bookingsRoutes } from '../bookings/index.ts'"],
    ]
    for (const [file, code] of allowed) expect(await problems(file!, code!)).toEqual([])
  })

  it("refuses a production file importing another module's test helper, and a module its own index", async () => {
    expect(
      await problems('modules/pickup/probe.ts', "import { a } from '../inbox/email-replies-test-support.ts'"),
    ).toEqual([expect.stringContaining('private to the module "inbox"')])
    expect(await problems('modules/pickup/probe.ts', "import { placeIn } from './index.ts'")).toEqual([
      expect.stringContaining("imports the file itself, not the module's own index.ts"),
    ])
  })
})

describe('the server module graph (scripts/module-graph.ts)', () => {
  it('has no pair of modules importing each other and no cycle', () => {
    const graph = moduleGraph()
    expect(mutualPairs(graph)).toEqual([])
    expect(cycles(graph)).toEqual([])
  })
})
