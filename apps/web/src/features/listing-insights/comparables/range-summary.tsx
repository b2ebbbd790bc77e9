import type { Comparables, ListingDetail } from '@maplenest/core'
import { RANGE_MIN_COUNT } from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import { useListingFormat } from '../../../entities/listing/index.ts'
import styles from '../insights.module.css'

/**
 * The range the comparable homes suggest ("$735,000 – $790,000"), its median, and in one sentence where the homes
 * were found, how the range was worked out and how many homes it rests on; with too few homes, a sentence saying so.
 */
export function RangeSummary({ listing, comparables }: { listing: ListingDetail; comparables: Comparables }) {
  const { t } = useTranslation()
  const format = useListingFormat()
  const sr = listing.sr
  const kind = sr === 'Lease' ? 'lease' : 'sale'
  const { range, step, items } = comparables
  if (range === null || step === null) {
    return (
      <p className={styles.note}>
        {items.length === 0
          ? t(`ui.insights.range.none.${kind}`)
          : t(`ui.insights.range.few.${kind}`, { count: items.length, min: RANGE_MIN_COUNT })}
      </p>
    )
  }
  const from = t(`ui.insights.range.from.${step}.${kind}`, {
    count: range.count,
    kind: t(`ui.insights.range.kind.${listing.roomType}`),
  })
  const how = t(`ui.insights.range.method.${range.method}.${kind}`)
  return (
    <div className={styles.range}>
      <p className={styles.rangeLabel}>{t(`ui.insights.range.label.${kind}`)}</p>
      <p className={styles.rangeValue}>
        {t('ui.insights.range.value', { low: format.price(range.low, 'Sale'), high: format.price(range.high, sr) })}
      </p>
      <p className={styles.rangeMedian}>{t('ui.insights.range.median', { mid: format.price(range.mid, sr) })}</p>
      <p className={styles.note}>{t('ui.insights.range.how', { from, how })}</p>
    </div>
  )
}
