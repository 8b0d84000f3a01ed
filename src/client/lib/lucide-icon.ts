import { createElement, forwardRef, type SVGProps } from 'react'

/** An icon as lucide-react's icon modules describe it. */
interface IconData {
  name: string
  node: [tag: string, attributes: Record<string, string>][]
  aliases?: string[]
}

interface IconProps extends SVGProps<SVGSVGElement> {
  size?: number | string
}

/**
 * The app's stand-in for lucide-react's icon factory, which every icon module of the package calls (vite.config.ts
 * points them here): the same `<svg>` — lucide's attributes and classes, aria-hidden unless labelled — from one
 * small function, without the package's context, stroke scaling and name conversions, which no screen uses. It
 * keeps some 1.3 kB gzip out of the landing page's first load (docs/decisions.md "Budgets").
 */
export default function createLucideIcon({ name, node, aliases = [] }: IconData) {
  const classes = ['lucide', `lucide-${name}`, ...aliases.map((alias) => `lucide-${alias}`)].join(' ')
  return forwardRef<SVGSVGElement, IconProps>(function LucideIcon(
    { size = 24, color = 'currentColor', strokeWidth = 2, className, children, ...rest },
    ref,
  ) {
    const labelled = Object.keys(rest).some(
      (prop) => prop.startsWith('aria-') || prop === 'role' || prop === 'title',
    )
    return createElement(
      'svg',
      {
        ref,
        xmlns: 'http://www.w3.org/2000/svg',
        width: size,
        height: size,
        viewBox: '0 0 24 24',
        fill: 'none',
        stroke: color,
        strokeWidth,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: className ? `${classes} ${className}` : classes,
        ...(!labelled && !children && { 'aria-hidden': 'true' }),
        ...rest,
      },
      ...node.map(([tag, attributes]) => createElement(tag, attributes)),
      children,
    )
  })
}
