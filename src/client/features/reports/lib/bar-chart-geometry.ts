import { labelsShown, labelWidth, valueScale } from './chart-scale'

export interface Box {
  x: number
  y: number
  width: number
  height: number
}

export interface ChartText {
  text: string
  x: number
  y: number
}

/** One bar as drawn: the bar, the band around it that takes the pointer, its label, and where its tooltip goes. */
export interface PlacedBar {
  bar: Box
  band: Box
  /** Its category's label, or undefined where labels would overlap (only every nth is drawn then). */
  label: ChartText | undefined
  /** The figure at the bar's end, for bars drawn as rows. */
  figure: ChartText | undefined
  /**
   * Where the tooltip goes, on the sides with more room: its corner at (x, y), the box to the right of x or to its
   * left, below y or above it. Never over the bar it tells of.
   */
  tip: { x: number; y: number; side: 'left' | 'right'; align: 'below' | 'above' }
}

export interface ChartGeometry {
  bars: PlacedBar[]
  /** The value axis's lines across the plot, from (x1, y1) to (x2, y2). */
  grid: { x1: number; y1: number; x2: number; y2: number }[]
  /** The value axis's figures, drawn for columns only. */
  ticks: ChartText[]
}

interface Datum {
  label: string
  value: number
}

const TOP = 8
const LABEL_ROW = 24
const GAP = 8
const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high)

/**
 * Bars standing on a value axis, one column per category (Booking Trends, Money Collected): at most 40 px wide
 * and 80 % of their band, the axis's figures as wide as the widest needs, the labels thinned to fit.
 */
export function columnsGeometry(
  data: readonly Datum[],
  size: { width: number; height: number },
  tickText: (value: number) => string,
): ChartGeometry {
  const scale = valueScale(Math.max(0, ...data.map((datum) => datum.value)))
  const tickTexts = scale.ticks.map(tickText)
  const left = Math.max(...tickTexts.map((text) => labelWidth(text))) + GAP
  const plot = {
    x: left,
    y: TOP,
    width: Math.max(0, size.width - left - 4),
    height: size.height - TOP - LABEL_ROW,
  }
  const bottom = plot.y + plot.height
  const y = (value: number) => bottom - (Math.max(0, value) / scale.top) * plot.height
  const band = data.length > 0 ? plot.width / data.length : 0
  const barWidth = Math.min(40, band * 0.8)
  const shown = labelsShown(
    data.map((datum) => datum.label),
    band,
  )
  return {
    bars: data.map((datum, index) => {
      const centre = plot.x + band * (index + 0.5)
      const halfLabel = labelWidth(datum.label) / 2
      return {
        bar: {
          x: centre - barWidth / 2,
          y: y(datum.value),
          width: barWidth,
          height: bottom - y(datum.value),
        },
        band: { x: plot.x + band * index, y: plot.y, width: band, height: plot.height },
        label: shown[index]
          ? { text: datum.label, x: clamp(centre, halfLabel, size.width - halfLabel), y: bottom + 16 }
          : undefined,
        figure: undefined,
        tip:
          centre < size.width / 2
            ? { x: centre + band / 2 + 4, y: plot.y, side: 'right', align: 'below' }
            : { x: centre - band / 2 - 4, y: plot.y, side: 'left', align: 'below' },
      }
    }),
    grid: scale.ticks.map((tick) => ({ x1: plot.x, y1: y(tick), x2: plot.x + plot.width, y2: y(tick) })),
    ticks: scale.ticks.map((tick, index) => ({ text: tickTexts[index] ?? '', x: plot.x - GAP, y: y(tick) })),
  }
}

/**
 * Bars lying along a value axis, one row per category (Service Distribution): the labels in a column as wide as
 * the widest, each figure at its bar's end, and the axis's lines without figures.
 */
export function rowsGeometry(
  data: readonly Datum[],
  size: { width: number; height: number },
  figureText: (value: number) => string,
): ChartGeometry {
  const scale = valueScale(Math.max(0, ...data.map((datum) => datum.value)))
  const left = Math.max(0, ...data.map((datum) => labelWidth(datum.label))) + GAP
  const plot = { x: left, y: 0, width: Math.max(0, size.width - left - 40), height: size.height }
  const x = (value: number) => plot.x + (Math.max(0, value) / scale.top) * plot.width
  const band = data.length > 0 ? plot.height / data.length : 0
  const thickness = Math.min(24, band * 0.8)
  return {
    bars: data.map((datum, index) => {
      const middle = plot.y + band * (index + 0.5)
      const end = x(datum.value)
      return {
        bar: { x: plot.x, y: middle - thickness / 2, width: end - plot.x, height: thickness },
        band: { x: plot.x, y: plot.y + band * index, width: plot.width, height: band },
        label: { text: datum.label, x: plot.x - GAP, y: middle },
        figure: { text: figureText(datum.value), x: end + 5, y: middle },
        // Below the row, or above it in the lower half, so the bar and its figure stay in sight.
        tip: {
          x: end,
          y: middle < size.height / 2 ? middle + band / 2 : middle - band / 2,
          side: end < size.width / 2 ? 'right' : 'left',
          align: middle < size.height / 2 ? 'below' : 'above',
        },
      }
    }),
    grid: scale.ticks.map((tick) => ({ x1: x(tick), y1: plot.y, x2: x(tick), y2: plot.y + plot.height })),
    ticks: [],
  }
}

/** A bar's outline with its far end's corners rounded (the top of a column, the right of a row). */
export function barPath({ x, y, width, height }: Box, layout: 'columns' | 'rows', radius = 4): string {
  if (width <= 0 || height <= 0) return ''
  const r = Math.min(
    radius,
    layout === 'columns' ? height : width,
    (layout === 'columns' ? width : height) / 2,
  )
  const arc = `a${r},${r} 0 0 1`
  return layout === 'columns'
    ? `M${x},${y + height}V${y + r}${arc} ${r},${-r}H${x + width - r}${arc} ${r},${r}V${y + height}Z`
    : `M${x},${y}H${x + width - r}${arc} ${r},${r}V${y + height - r}${arc} ${-r},${r}H${x}Z`
}
