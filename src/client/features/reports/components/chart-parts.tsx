import { useMediaQuery } from '@/lib/use-media-query'

/** The palette's colours (styles.css) for SVG, which cannot read Tailwind classes. */
export const CHART_COLOURS = {
  primary: '#2f4a5a',
  copper: '#a35214',
  muted: '#8a8175',
  grid: '#e4ddd2',
  cursor: '#f4ece1',
}

export const CHART_TEXT = { fill: '#5a5249', fontSize: 12 }

interface ChartTooltipProps {
  /** Filled in by Recharts. */
  active?: boolean
  payload?: readonly { value?: unknown }[]
  label?: unknown
  prefix?: string
  describe: (value: number) => string
}

/** The hover box over a bar: which bar, and its figure in words. */
export function ChartTooltip({ active, payload, label, prefix = '', describe }: ChartTooltipProps) {
  const value = payload?.[0]?.value
  if (!active || typeof value !== 'number') return null
  return (
    <div className="rounded-md border bg-card px-3 py-2 text-sm shadow-md">
      <p className="font-medium">
        {prefix}
        {String(label)}
      </p>
      <p className="text-muted-foreground">{describe(value)}</p>
    </div>
  )
}

/** Bars grow into place, unless the visitor asked for less motion. */
export const useChartAnimation = () => !useMediaQuery('(prefers-reduced-motion: reduce)', false)
