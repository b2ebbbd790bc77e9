import type { SaleOrLease } from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import { useListingFormat } from '../../../entities/listing/index.ts'
import styles from '../insights.module.css'
import { type PricePoint, pricePoints, type TimelineListing } from './timeline.ts'

const WIDTH = 320
const HEIGHT = 172
const PLOT = { left: 50, right: 308, top: 22, bottom: 140 }

/** Round steps: 1, 2, 2.5 and 5 times a power of ten. */
function roundStep(span: number, intervals: number): number {
  const raw = span / intervals
  const power = 10 ** Math.floor(Math.log10(raw))
  const factor = [1, 2, 2.5, 5, 10].find((f) => f * power >= raw) ?? 10
  return factor * power
}

/** A price axis of round ticks round the points' prices (not from zero: a home's prices differ by a few per cent). */
export function priceScale(low: number, high: number): { min: number; max: number; ticks: number[] } {
  const span = high - low || Math.max(1, high * 0.1)
  const step = roundStep(span, 3)
  const min = Math.floor((low - (high === low ? span / 2 : 0)) / step) * step
  const max = Math.ceil((high + (high === low ? span / 2 : 0)) / step) * step
  const ticks: number[] = []
  for (let v = min; v <= max + step / 2; v += step) ticks.push(Number(v.toPrecision(12)))
  return { min, max: Math.max(max, min + step), ticks }
}

export interface PriceChartProps {
  timeline: readonly TimelineListing[]
  /** The kind of the listing on screen: only its prices are drawn. */
  sr: SaleOrLease
}

/**
 * The home's prices over time, of one kind only: sale prices for a listing for sale, rents for one for rent, since
 * a rent is a few thousandths of a price and both on one chart would flatten one of them. Asking prices are rings,
 * close prices dots; each point names its date and price, and one sentence says the whole to screen readers.
 * Drawn only with two prices or more; a note says when the home's prices of the other kind were left out.
 */
export function PriceChart({ timeline, sr }: PriceChartProps) {
  const { t } = useTranslation()
  const format = useListingFormat()
  const points = pricePoints(timeline, sr)
  const otherKind = timeline.some((l) => l.sr !== sr)
  const leftOut = otherKind ? (
    <p className={styles.note}>
      {t(sr === 'Lease' ? 'ui.insights.chart.leftOut.lease' : 'ui.insights.chart.leftOut.sale')}
    </p>
  ) : null
  if (points.length < 2) return null

  const prices = points.map((p) => p.price)
  const scale = priceScale(Math.min(...prices), Math.max(...prices))
  const times = points.map((p) => Date.parse(p.date))
  const first = Math.min(...times)
  const last = Math.max(...times)
  const x = (time: number) =>
    last === first
      ? (PLOT.left + PLOT.right) / 2
      : PLOT.left + 6 + ((time - first) / (last - first)) * (PLOT.right - PLOT.left - 12)
  const y = (price: number) => PLOT.bottom - ((price - scale.min) / (scale.max - scale.min)) * (PLOT.bottom - PLOT.top)
  const axisMoney = (value: number) =>
    sr === 'Lease'
      ? format.price(value, 'Sale')
      : new Intl.NumberFormat(format.locale, {
          style: 'currency',
          currency: 'CAD',
          currencyDisplay: 'narrowSymbol',
          notation: 'compact',
          maximumSignificantDigits: 3,
        }).format(value)
  const line = points.map(
    (p, i) => `${i === 0 ? 'M' : 'L'}${x(Date.parse(p.date)).toFixed(1)} ${y(p.price).toFixed(1)}`,
  )
  const eventName = (p: PricePoint) => t(`ui.insights.event.${p.kind}`)
  const closedLabel = t(sr === 'Lease' ? 'ui.insights.chart.leased' : 'ui.insights.chart.sold')
  const summary = t('ui.insights.chart.summary', {
    count: points.length,
    from: format.date(points[0]!.date),
    to: format.date(points[points.length - 1]!.date),
    low: format.price(Math.min(...prices), sr),
    high: format.price(Math.max(...prices), sr),
  })
  const dateTicks = first === last ? [first] : [first, last]

  return (
    <figure className={styles.chart}>
      <figcaption className={styles.chartTitle}>
        {t(sr === 'Lease' ? 'ui.insights.chart.title.lease' : 'ui.insights.chart.title.sale')}
      </figcaption>
      <svg className={styles.chartSvg} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={summary}>
        <text className={styles.axisTitle} x={0} y={10}>
          {t(sr === 'Lease' ? 'ui.insights.chart.axis.lease' : 'ui.insights.chart.axis.sale')}
        </text>
        {scale.ticks.map((tick) => (
          <g key={tick}>
            <line className={styles.gridLine} x1={PLOT.left} x2={PLOT.right} y1={y(tick)} y2={y(tick)} />
            <text className={styles.axisLabel} x={PLOT.left - 6} y={y(tick) + 4} textAnchor="end">
              {axisMoney(tick)}
            </text>
          </g>
        ))}
        <line className={styles.axisLine} x1={PLOT.left} x2={PLOT.right} y1={PLOT.bottom} y2={PLOT.bottom} />
        <path d={line.join(' ')} className={styles.chartLine} />
        {points.map((p) => {
          const cx = x(Date.parse(p.date))
          const cy = y(p.price)
          const label = t('ui.insights.chart.point', {
            event: eventName(p),
            date: format.date(p.date),
            price: format.price(p.price, sr),
          })
          return (
            <g key={`${p.date}-${p.kind}-${p.price}`}>
              <title>{label}</title>
              {p.closed ? (
                <circle className={styles.closedPoint} cx={cx} cy={cy} r={5} />
              ) : (
                <circle className={styles.askingPoint} cx={cx} cy={cy} r={4} />
              )}
            </g>
          )
        })}
        {dateTicks.map((time, i) => (
          <text
            key={time}
            className={styles.axisLabel}
            x={x(time)}
            y={PLOT.bottom + 18}
            textAnchor={dateTicks.length === 1 ? 'middle' : i === 0 ? 'start' : 'end'}
          >
            {format.date(new Date(time).toISOString())}
          </text>
        ))}
      </svg>
      <p className={styles.legend} aria-hidden="true">
        <span className={styles.legendAsking}>{t('ui.insights.chart.asking')}</span>
        {points.some((p) => p.closed) ? <span className={styles.legendClosed}>{closedLabel}</span> : null}
      </p>
      {leftOut}
    </figure>
  )
}
