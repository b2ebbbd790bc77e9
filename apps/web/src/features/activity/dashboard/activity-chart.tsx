import 'uplot/dist/uPlot.min.css'
import { formatDayMonth, formatMonthYear, type Locale } from '@maplenest/core'
import { useEffect, useRef } from 'react'
import uPlot from 'uplot'

const DAY_S = 24 * 60 * 60
/** Room an axis date takes, so the dates shown never touch. */
const TICK_WIDTH_PX = 64

/** The buckets' starts to date on the axis: every one when they fit, else evenly spaced ones, the last always. */
export function axisTicks(starts: number[], width: number): number[] {
  const fit = Math.max(2, Math.floor(width / TICK_WIDTH_PX))
  if (starts.length <= fit) return starts
  const step = Math.ceil((starts.length - 1) / (fit - 1))
  return starts.filter((_, i) => (starts.length - 1 - i) % step === 0)
}

/** An axis date in the reader's language: the day ("2 Nov", "11月2日"), or the month when buckets are months. */
export function axisDate(seconds: number, starts: number[], locale: Locale): string {
  const monthly = starts.length > 1 && starts[1]! - starts[0]! >= 28 * DAY_S
  const at = new Date(seconds * 1000)
  return monthly ? formatMonthYear(at, locale) : formatDayMonth(at, locale)
}

export interface ChartSeries {
  label: string
  colour: string
  values: number[]
}

/** A small line chart of the dashboard's series (uPlot, drawn on a canvas; the screen gives the numbers as a table). */
export default function ActivityChart({
  starts,
  series,
  xLabel,
  locale,
}: {
  starts: number[]
  series: ChartSeries[]
  xLabel: string
  /** The reader's language, which writes the axis's dates (uPlot's own would be American: "11/2"). */
  locale: Locale
}) {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const el = box.current
    if (!el) return
    const width = Math.max(280, el.clientWidth)
    const plot = new uPlot(
      {
        width,
        height: 180,
        // A legend of names only: the numbers are in the table beside the chart.
        legend: { show: true, live: false },
        cursor: { show: false },
        scales: { x: { time: true } },
        axes: [
          {
            stroke: '#5c6470',
            grid: { show: false },
            // the buckets' own starts, dated as the table beside the chart dates them (UTC calendar days)
            splits: () => axisTicks(starts, width),
            values: (_u, splits) => splits.map((s) => axisDate(s, starts, locale)),
          },
          { stroke: '#5c6470', grid: { stroke: '#eef0f2' } },
        ],
        series: [{ label: xLabel }, ...series.map((s) => ({ label: s.label, stroke: s.colour, width: 2 }))],
      },
      [starts, ...series.map((s) => s.values)],
      el,
    )
    return () => plot.destroy()
  }, [starts, series, xLabel, locale])
  return <div ref={box} aria-hidden="true" />
}
