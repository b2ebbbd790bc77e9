import { calculateDaysOnMarket, type ListingDetail, SAME_RUN_GAP_DAYS } from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import styles from '../insights.module.css'

/**
 * The listing's own days on market beside its true days on market (across relistings of one run), and the rule in
 * one sentence. Nothing when the true figure is withheld (VOW).
 */
export function TrueDaysOnMarket({ listing }: { listing: ListingDetail }) {
  const { t } = useTranslation()
  if (listing.trueDaysOnMarket === null) return null
  // as the status line counts it: an available listing from its input date, else the board's figure
  const own = listing.status === 'A' ? calculateDaysOnMarket(listing.inputDate, new Date(), listing.city) : listing.dom
  return (
    <div className={styles.dom}>
      <dl className={styles.domFigures}>
        {own === null ? null : (
          <div>
            <dt>{t('ui.insights.dom.thisListing')}</dt>
            <dd>{t('ui.insights.dom.days', { count: own })}</dd>
          </div>
        )}
        <div>
          <dt>{t('ui.insights.dom.label')}</dt>
          <dd>{t('ui.insights.dom.days', { count: listing.trueDaysOnMarket })}</dd>
        </div>
      </dl>
      <p className={styles.note}>{t('ui.insights.dom.rule', { days: SAME_RUN_GAP_DAYS })}</p>
    </div>
  )
}
