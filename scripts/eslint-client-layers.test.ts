import path from 'node:path'

import { ESLint } from 'eslint'
import tseslint from 'typescript-eslint'
import { describe, expect, it } from 'vitest'

import clientLayers from './eslint-client-layers.js'

const eslint = new ESLint({
  overrideConfigFile: true,
  overrideConfig: [
    {
      files: ['**/*.tsx'],
      languageOptions: { parser: tseslint.parser },
      plugins: { client: clientLayers },
      rules: { 'client/layers': 'error' },
    },
  ],
})

/** The rule's messages for `code` written in src/client/`file`. */
async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.resolve('src/client', file) })
  return result!.messages.map((message) => message.message)
}

describe('the client layers lint rule', () => {
  it('refuses a feature importing another feature, by alias, relative path or dynamic import', async () => {
    for (const code of [
      "import { a } from '@/features/booking-form/components/x'",
      "import { a } from '../../booking-form/components/x'",
      "const a = import('@/features/booking-form/x')",
      "export { a } from '@/features/booking-form/x'",
    ]) {
      expect(await problems('features/orders/components/y.tsx', code)).toEqual([
        expect.stringContaining('The feature "orders" imports the feature "booking-form"'),
      ])
    }
  })

  it('refuses components/ and lib/ importing any feature', async () => {
    expect(await problems('components/z.tsx', "import { a } from '@/features/auth/api/logout'")).toEqual([
      expect.stringContaining('src/client/components is shared by every feature'),
    ])
    expect(await problems('lib/z.tsx', "import { a } from '../features/auth/api/logout'")).toEqual([
      expect.stringContaining('src/client/lib is shared by every feature'),
    ])
  })

  it('asks for @shared instead of a relative path into src/shared', async () => {
    expect(
      await problems('features/orders/components/y.tsx', "import { a } from '../../../../shared/pricing.ts'"),
    ).toEqual(["Import src/shared through its alias: '@shared/pricing.ts'."])
  })

  it('lets a feature import itself and shared code, and app/ compose the features', async () => {
    const allowed = [
      ['features/orders/components/y.tsx', "import { a } from '../lib/board-columns'"],
      ['features/orders/components/y.tsx', "import { a } from '@/features/orders/api/x'"],
      ['features/orders/components/y.tsx', "import { a } from '@/components/form-field'"],
      ['features/orders/components/y.tsx', "import { a } from '@shared/pricing.ts'"],
      ['app/routes.tsx', "import { a } from '@/features/landing/components/landing-page'"],
    ]
    for (const [file, code] of allowed) expect(await problems(file!, code!)).toEqual([])
  })
})
