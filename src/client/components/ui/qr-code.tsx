import { useMemo, type ComponentProps } from 'react'
import { encode } from 'uqr'

import { cn } from '@/lib/cn'

/** The blank margin a reader needs around the code, in modules (the QR standard asks for four). */
const QUIET_ZONE = 4

/** One path of unit squares for the dark modules: one element, however large the code. */
function darkModulesPath(modules: boolean[][]): string {
  const parts: string[] = []
  modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) parts.push(`M${x} ${y}h1v1h-1z`)
    }),
  )
  return parts.join('')
}

interface QrCodeProps extends Omit<ComponentProps<'svg'>, 'children' | 'viewBox'> {
  /** The text the code holds, usually an address. */
  value: string
  /** What the code is for, read to screen reader users instead of the picture. */
  label: string
}

/** A QR code drawn as SVG in the page: sharp at any size, on screen and on paper, and no image to download. */
export function QrCode({ value, label, className, ...props }: QrCodeProps) {
  const { size, path } = useMemo(() => {
    const code = encode(value, { ecc: 'M', border: 0 })
    return { size: code.size, path: darkModulesPath(code.data) }
  }, [value])
  const side = size + QUIET_ZONE * 2

  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${side} ${side}`}
      shapeRendering="crispEdges"
      className={cn('bg-white', className)}
      {...props}
    >
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={side} height={side} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  )
}
