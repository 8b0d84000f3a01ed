import { Menu, Search, Sparkles } from 'lucide-react'
import * as menu from 'lucide-react/dist/esm/icons/menu.mjs'
import * as search from 'lucide-react/dist/esm/icons/search.mjs'
import * as sparkles from 'lucide-react/dist/esm/icons/sparkles.mjs'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import createLucideIcon from './lucide-icon'

/** An icon module's data, which its published types leave out. */
const dataOf = (module: object) =>
  (module as { __iconData: Parameters<typeof createLucideIcon>[0] }).__iconData

// The unit tests run lucide-react as published; the build swaps in our factory (vite.config.ts).
const icons = [
  [Menu, dataOf(menu)],
  [Search, dataOf(search)],
  [Sparkles, dataOf(sparkles)],
] as const

describe('createLucideIcon', () => {
  it("draws the same SVG as lucide-react's own factory, with the props the screens pass", () => {
    for (const [Published, data] of icons) {
      const Ours = createLucideIcon(data)
      const variants = [
        {},
        { className: 'size-4 text-copper', 'aria-hidden': 'true' as const },
        { 'aria-label': 'Open menu', role: 'img' },
        { size: 16, strokeWidth: 3, color: 'red' },
      ]
      for (const props of variants) {
        expect(renderToStaticMarkup(<Ours {...props} />), data.name).toBe(
          renderToStaticMarkup(<Published {...props} />),
        )
      }
    }
  })
})
