import type { Cents, Schedule } from '@maplenest/core'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useMoneyFormat } from '../use-money-format.ts'
import styles from './schedule.module.css'

const WIDTH = 320
const HEIGHT = 150
const PLOT = { left: 8, right: 312, top: 22, bottom: 124 }

/** Year ticks every 1, 2, 5 or 10 years, so that at most about six labels fit under the chart. */
function yearTicks(lastYear: number): number[] {
  const step = [1, 2, 5, 10].find((s) => lastYear / s <= 6) ?? 10
  const ticks: number[] = []
  for (let year = 0; year <= lastYear; year += step) ticks.push(year)
  if (ticks[ticks.length - 1] !== lastYear) {
    if (lastYear - (ticks[ticks.length - 1] ?? 0) < step / 2) ticks.pop()
    ticks.push(lastYear)
  }
  return ticks
}

/** The loan balance at the end of each year, drawn as an area; one sentence says the same to screen readers. */
export function BalanceChart({ loan, schedule }: { loan: Cents; schedule: Schedule }) {
  const { t } = useTranslation()
  const money = useMoneyFormat()
  const gradientId = useId()
  const years = schedule.years
  const lastYear = years.length
  const middle = years[Math.max(0, Math.ceil(lastYear / 2) - 1)]
  if (lastYear === 0 || loan <= 0 || !middle) return null

  const x = (year: number) => PLOT.left + (year / lastYear) * (PLOT.right - PLOT.left)
  const y = (balance: number) => PLOT.top + (1 - balance / loan) * (PLOT.bottom - PLOT.top)
  const points = [[x(0), y(loan)], ...years.map((year) => [x(year.year), y(year.closingBalance)] as const)]
  const line = points.map(([px, py], i) => `${i === 0 ? 'M' : 'L'}${px?.toFixed(1)} ${py?.toFixed(1)}`).join(' ')
  const area = `${line} L${x(lastYear).toFixed(1)} ${PLOT.bottom} L${x(0).toFixed(1)} ${PLOT.bottom} Z`
  const summary = t('ui.mortgage.chart.summary', {
    start: money.cad(loan),
    middle: money.cad(middle.closingBalance),
    middleYear: money.number(middle.year, 0),
    years: money.number(schedule.totals.payoffYears),
  })

  return (
    <figure className={styles.chart}>
      <figcaption className={styles.chartTitle}>{t('ui.mortgage.chart.title')}</figcaption>
      <svg className={styles.chartSvg} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={summary}>
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor="var(--mn-theme)" stopOpacity="0.32" />
            <stop offset="100%" stopColor="var(--mn-theme)" stopOpacity="0.03" />
          </linearGradient>
        </defs>
        {[0, 0.5, 1].map((share) => (
          <line
            key={share}
            className={styles.gridLine}
            x1={PLOT.left}
            x2={PLOT.right}
            y1={y(loan * share)}
            y2={y(loan * share)}
          />
        ))}
        <text className={styles.axisLabel} x={PLOT.left} y={y(loan) - 6}>
          {money.cadWhole((Math.round(loan / 100) * 100) as Cents)}
        </text>
        <text className={styles.axisLabel} x={PLOT.right} y={y(loan / 2) - 6} textAnchor="end">
          {money.cadWhole((Math.round(loan / 200) * 100) as Cents)}
        </text>
        <path d={area} fill={`url(#${gradientId})`} />
        <path d={line} className={styles.chartLine} />
        {yearTicks(lastYear).map((year) => (
          <text
            key={year}
            className={styles.axisLabel}
            x={x(year)}
            y={PLOT.bottom + 18}
            textAnchor={year === 0 ? 'start' : year === lastYear ? 'end' : 'middle'}
          >
            {money.number(year, 0)}
          </text>
        ))}
      </svg>
      <p className={styles.axisTitle} aria-hidden="true">
        {t('ui.mortgage.chart.axisYears')}
      </p>
    </figure>
  )
}
