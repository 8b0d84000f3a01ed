import { useState, type KeyboardEvent } from 'react'

import { cn } from '@/lib/cn'

import { barPath, columnsGeometry, rowsGeometry, type PlacedBar } from '../lib/bar-chart-geometry'
import { useElementSize } from '../lib/use-element-size'

export interface BarDatum {
  key: string
  label: string
  value: number
  /** Copper sets a bar apart from the others (Service Distribution's knives not yet measured). */
  tone?: 'primary' | 'copper'
}

interface BarChartProps {
  data: readonly BarDatum[]
  /** Columns stand on a value axis with its figures; rows lie along it with each figure at the bar's end. */
  layout: 'columns' | 'rows'
  /** A bar's figure in words, in its tooltip and its accessible name ("5 bookings"). */
  describe: (value: number) => string
  /** Before the label in the tooltip ("Week of "). */
  labelPrefix?: string
  /** A figure as the axis or the bar's end shows it. */
  figureText: (value: number) => string
  /** Its size: the chart fills it. */
  className: string
}

const MOVES: Record<string, (index: number, last: number) => number> = {
  ArrowRight: (index, last) => Math.min(index + 1, last),
  ArrowDown: (index, last) => Math.min(index + 1, last),
  ArrowLeft: (index) => Math.max(index - 1, 0),
  ArrowUp: (index) => Math.max(index - 1, 0),
  Home: () => 0,
  End: (_, last) => last,
}

const TEXT = 'fill-muted-foreground text-xs tabular-nums'

/**
 * Bars in the palette's colours as SVG, sized to their box. A bar's tooltip shows on hover and on keyboard focus:
 * the bars are one stop in the tab order, the arrow keys move between them, Escape hides the tooltip. Bars grow
 * into place unless the visitor asked for less motion (motion-safe).
 */
export function BarChart({ data, layout, describe, labelPrefix = '', figureText, className }: BarChartProps) {
  const [ref, size] = useElementSize()
  const [hovered, setHovered] = useState<number>()
  const [focused, setFocused] = useState<number>()
  const [tabStop, setTabStop] = useState(0)
  const [dismissed, setDismissed] = useState(false)
  const geometry =
    size &&
    (layout === 'columns' ? columnsGeometry(data, size, figureText) : rowsGeometry(data, size, figureText))
  const active = dismissed ? undefined : (hovered ?? focused)

  function onKeyDown(event: KeyboardEvent<SVGSVGElement>) {
    if (event.key === 'Escape') return setDismissed(true)
    const move = MOVES[event.key]
    if (!move || focused === undefined) return
    event.preventDefault()
    const next = move(focused, data.length - 1)
    setTabStop(next)
    event.currentTarget.querySelector<SVGElement>(`[data-bar="${next}"]`)?.focus()
  }

  return (
    <div ref={ref} className={cn('relative', className)}>
      {geometry && (
        <svg
          width={size.width}
          height={size.height}
          // A group, not the image an SVG is by default, whose parts a screen reader would not reach.
          role="group"
          className="absolute inset-0 overflow-visible"
          onKeyDown={onKeyDown}
          onMouseLeave={() => setHovered(undefined)}
        >
          <g aria-hidden="true">
            {geometry.grid.map((line) => (
              <line key={`${line.x1},${line.y1}`} {...line} className="stroke-border" />
            ))}
            {geometry.ticks.map((tick) => (
              <text
                key={tick.text}
                x={tick.x}
                y={tick.y}
                textAnchor="end"
                dominantBaseline="central"
                className={TEXT}
              >
                {tick.text}
              </text>
            ))}
          </g>
          {geometry.bars.map((placed, index) => {
            const datum = data[index]
            if (!datum) return null
            return (
              <g key={datum.key}>
                <rect
                  {...placed.band}
                  data-bar={index}
                  role="img"
                  aria-label={`${labelPrefix}${datum.label}: ${describe(datum.value)}`}
                  tabIndex={index === tabStop ? 0 : -1}
                  className={cn('peer outline-none', index === active ? 'fill-accent' : 'fill-transparent')}
                  onMouseEnter={() => {
                    setHovered(index)
                    setDismissed(false)
                  }}
                  onFocus={() => {
                    setFocused(index)
                    setTabStop(index)
                    setDismissed(false)
                  }}
                  onBlur={() => setFocused(undefined)}
                />
                <path
                  d={barPath(placed.bar, layout)}
                  className={cn(
                    'pointer-events-none [transform-box:fill-box]',
                    datum.tone === 'copper' ? 'fill-copper' : 'fill-primary',
                    layout === 'columns'
                      ? 'origin-bottom motion-safe:animate-chart-grow-up'
                      : 'origin-left motion-safe:animate-chart-grow-right',
                  )}
                />
                <rect
                  {...placed.band}
                  aria-hidden="true"
                  className="pointer-events-none fill-none stroke-transparent stroke-2 peer-focus-visible:stroke-ring"
                />
              </g>
            )
          })}
          <g aria-hidden="true" className="pointer-events-none">
            {geometry.bars.map(({ label, figure }, index) => (
              <g key={data[index]?.key}>
                {label && (
                  <text
                    x={label.x}
                    y={label.y}
                    textAnchor={layout === 'columns' ? 'middle' : 'end'}
                    dominantBaseline="central"
                    className={TEXT}
                  >
                    {label.text}
                  </text>
                )}
                {figure && (
                  <text x={figure.x} y={figure.y} dominantBaseline="central" className={TEXT}>
                    {figure.text}
                  </text>
                )}
              </g>
            ))}
          </g>
        </svg>
      )}
      {geometry && active !== undefined && data[active] && geometry.bars[active] && (
        <ChartTooltip placed={geometry.bars[active]} title={`${labelPrefix}${data[active].label}`}>
          {describe(data[active].value)}
        </ChartTooltip>
      )}
    </div>
  )
}

/** The box beside the active bar: which bar, and its figure in words. The bar's own name says the same. */
function ChartTooltip({ placed, title, children }: { placed: PlacedBar; title: string; children: string }) {
  const { tip } = placed
  return (
    <div
      aria-hidden="true"
      data-chart-tooltip=""
      className={cn(
        'pointer-events-none absolute z-10 rounded-md border bg-card px-3 py-2 text-sm whitespace-nowrap shadow-md',
        tip.side === 'left' && '-translate-x-full',
        tip.align === 'above' && '-translate-y-full',
      )}
      style={{ left: tip.x, top: tip.y }}
    >
      <p className="font-medium">{title}</p>
      <p className="text-muted-foreground">{children}</p>
    </div>
  )
}
