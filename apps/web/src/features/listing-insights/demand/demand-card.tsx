import type { DemandBucket, ListingDetail, MessageKey } from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import { useHasMessage } from '../../../shared/i18n/use-has-message.ts'
import { SectionCard } from '../../../shared/ui/section-card.tsx'
import { useListingDemand } from '../api/get-demand.ts'
import styles from '../insights.module.css'

type DemandFigure = 'week' | 'total' | 'saves'

/** "5–9 showings booked this week", "Fewer than 3 people saved it", "50 or more …": a bucket in words. */
export function useDemandText(): (figure: DemandFigure, bucket: DemandBucket) => string {
  const { t } = useTranslation()
  const number = (value: number) => value.toLocaleString()
  return (figure, { atLeast, below }) => {
    const key = (shape: 'range' | 'fewer' | 'more') => `ui.insights.demand.${figure}.${shape}` as MessageKey
    if (below === null) return t(key('more'), { atLeast: number(atLeast) })
    if (atLeast === 0) return t(key('fewer'), { below: number(below) })
    return t(key('range'), { low: number(atLeast), high: number(below - 1) })
  }
}

/**
 * How much interest an available listing drew on MapleNest: showings booked this week and since it was listed, and
 * how many people saved it, each in a range, with a note that these are MapleNest's own figures. Nothing for a
 * listing off the market, nor while the answer is on its way.
 */
function DemandCardBody({ listing }: { listing: ListingDetail }) {
  const { t } = useTranslation()
  const active = listing.status === 'A'
  const demand = useListingDemand(listing.mlNum, active)
  const text = useDemandText()
  if (!active || !demand.data) return null
  const { showings7d, showingsTotal, saves } = demand.data
  return (
    <SectionCard title={t('ui.insights.demand.title')} titleId="listing-demand">
      <ul className={styles.demand}>
        <li>{text('week', showings7d)}</li>
        <li>{text('total', showingsTotal)}</li>
        <li>{text('saves', saves)}</li>
      </ul>
      <p className={styles.note}>{t('ui.insights.demand.note')}</p>
    </SectionCard>
  )
}

/** DemandCard, once its words (the later catalogue, loaded as the app starts) are here. */
export function DemandCard(props: Parameters<typeof DemandCardBody>[0]) {
  return useHasMessage('ui.insights.demand.title') ? <DemandCardBody {...props} /> : null
}
