/** A value axis from 0: its top and the ticks drawn on it, evenly spaced, the top one of them. */
export interface ValueScale {
  top: number
  ticks: number[]
}

/**
 * The axis for bars up to `max`, in whole steps of 1, 2 or 5 times a power of ten (the figures counted here are
 * knives, bookings and whole dollars, so a tick is never a fraction), with at most `tickCount` steps: 0 to 7 gives
 * 0, 2, 4, 6, 8; 0 to 1,234 gives 0, 500, 1,000, 1,500. Whole steps keep the sums exact, so no 0.30000000000000004.
 */
export function valueScale(max: number, tickCount = 4): ValueScale {
  const rough = Math.max(max, 1) / Math.max(tickCount, 1)
  const power = 10 ** Math.max(0, Math.floor(Math.log10(rough)))
  const step = [1, 2, 5].map((factor) => factor * power).find((candidate) => candidate >= rough) ?? 10 * power
  const top = Math.max(step, Math.ceil(max / step) * step)
  return { top, ticks: Array.from({ length: top / step + 1 }, (_, index) => index * step) }
}

/** About how wide a label of 12 px type is drawn: wide enough for digits and capitals, so labels never touch. */
export const labelWidth = (text: string, fontSize = 12) => Math.ceil(text.length * fontSize * 0.62)

/**
 * Which of `count` evenly spaced labels to draw, `spacing` pixels apart, so that none overlaps the next with at
 * least `gap` between them: every nth, counted back from the last (the latest week keeps its label).
 */
export function labelsShown(labels: readonly string[], spacing: number, gap = 8): boolean[] {
  const widest = Math.max(0, ...labels.map((label) => labelWidth(label)))
  const every = spacing > 0 ? Math.max(1, Math.ceil((widest + gap) / spacing)) : labels.length
  return labels.map((_, index) => (labels.length - 1 - index) % every === 0)
}
