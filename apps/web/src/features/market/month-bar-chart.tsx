import {
  barShare,
  formatMarketValue,
  type Locale,
  type MarketUnit,
  marketMonthLabels,
  marketScale,
} from '@maplenest/core'
import type { CSSProperties } from 'react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import styles from './month-bar-chart.module.css'

export interface MonthFigure {
  /** YYYY-MM. */
  month: string
  /** Null when the month has no such figure (a median of nothing): no bar, a dash. */
  value: number | null
}

export interface MonthBarChartProps {
  /** What is counted and where: "New listings per month, Greater Toronto". */
  caption: string
  /** Said under the caption: that the month under way counts only its days so far. */
  note?: string | undefined
  /** The figures' column for screen readers: "New listings". */
  valueName: string
  /** The value axis's unit, under its ticks: "Canadian dollars (CA$)". */
  axisTitle: string
  unit: MarketUnit
  /** In the order drawn, top to bottom. */
  figures: readonly MonthFigure[]
  /** The month under way, marked "so far" and drawn lighter; null when none of them is. */
  partialMonth: string | null
  locale: Locale
}

/**
 * Monthly figures as horizontal bars, a month a row, its figure written at the end of the row, on a value axis of
 * round ticks from zero; the bars are in proportion to their values. It is a table underneath: months are row
 * headers and the figures cells, so a screen reader reads the same numbers (the bars and the axis are drawn only).
 */
export function MonthBarChart({
  caption,
  note,
  valueName,
  axisTitle,
  unit,
  figures,
  partialMonth,
  locale,
}: MonthBarChartProps) {
  const { t } = useTranslation()
  const captionId = useId()
  const noteId = useId()
  const top = Math.max(0, ...figures.map((f) => f.value ?? 0))
  // a share is drawn out of the whole, so 40 % never looks like most of the sales
  const scale = unit === 'share' ? marketScale(1) : marketScale(top, { integer: unit !== 'cad' })
  const intervals = scale.ticks.length - 1
  // with no figure above zero a scale of one dollar or one day would say nothing: the axis then writes its zero only
  const ticks = top > 0 || unit === 'count' || unit === 'share' ? scale.ticks : [0]
  const labels = marketMonthLabels(
    figures.map((f) => f.month),
    locale,
  )
  const written = figures.map((f) =>
    f.value === null ? t('ui.market.none') : formatMarketValue(f.value, unit, locale),
  )
  // the figures' column is as wide as its longest figure, so every row's bar track has the same length
  const valueWidth = `${Math.max(2, ...written.map((w) => w.length)) + 0.5}ch`
  const frame = { '--value-width': valueWidth, '--intervals': intervals } as CSSProperties

  return (
    <section className={styles.chart} aria-labelledby={captionId}>
      <h2 id={captionId} className={styles.caption}>
        {caption}
      </h2>
      {note ? (
        <p id={noteId} className={styles.note}>
          {note}
        </p>
      ) : null}
      <table
        className={styles.table}
        style={frame}
        aria-labelledby={captionId}
        aria-describedby={note ? noteId : undefined}
      >
        <thead className={styles.srOnly}>
          <tr>
            <th scope="col">{t('ui.market.month')}</th>
            <th scope="col">{valueName}</th>
          </tr>
        </thead>
        <tbody>
          {figures.map((f, i) => {
            const partial = f.month === partialMonth
            return (
              <tr key={f.month}>
                <th scope="row" className={styles.month}>
                  {labels[i]}
                  {partial ? (
                    <>
                      {' '}
                      <span className={styles.soFar}>{t('ui.market.soFar')}</span>
                    </>
                  ) : null}
                </th>
                <td className={styles.cell}>
                  <span className={styles.line}>
                    <span className={styles.track} aria-hidden="true">
                      {f.value !== null && f.value > 0 ? (
                        <span
                          className={partial ? `${styles.bar} ${styles.partialBar}` : styles.bar}
                          data-bar=""
                          style={{ width: `${barShare(f.value, scale) * 100}%` }}
                        />
                      ) : null}
                    </span>
                    <span className={styles.value}>{written[i]}</span>
                  </span>
                </td>
              </tr>
            )
          })}
        </tbody>
        <tfoot aria-hidden="true">
          <tr>
            <td />
            <td className={styles.cell}>
              <span className={styles.line}>
                <span className={styles.axis} data-axis="">
                  {ticks.map((tick, i) => (
                    <span key={tick} className={styles.tick} style={{ left: `${(i / intervals) * 100}%` }}>
                      {formatMarketValue(tick, unit, locale, { tick: true })}
                    </span>
                  ))}
                </span>
              </span>
            </td>
          </tr>
          <tr>
            <td />
            <td className={styles.cell}>
              <span className={styles.line}>
                <span className={styles.axisTitle}>{axisTitle}</span>
              </span>
            </td>
          </tr>
        </tfoot>
      </table>
    </section>
  )
}
