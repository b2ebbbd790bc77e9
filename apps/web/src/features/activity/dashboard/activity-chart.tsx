import 'uplot/dist/uPlot.min.css'
import { useEffect, useRef } from 'react'
import uPlot from 'uplot'

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
}: {
  starts: number[]
  series: ChartSeries[]
  xLabel: string
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
          { stroke: '#5c6470', grid: { show: false } },
          { stroke: '#5c6470', grid: { stroke: '#eef0f2' } },
        ],
        series: [{ label: xLabel }, ...series.map((s) => ({ label: s.label, stroke: s.colour, width: 2 }))],
      },
      [starts, ...series.map((s) => s.values)],
      el,
    )
    return () => plot.destroy()
  }, [starts, series, xLabel])
  return <div ref={box} aria-hidden="true" />
}
