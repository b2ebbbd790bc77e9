import { historyEventKey, type ListingDetail } from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import { useListingFormat } from '../../../entities/listing/index.ts'
import { SectionCard } from '../../../shared/ui/section-card.tsx'
import { VowPrompt } from '../components/vow-prompt.tsx'
import styles from './listing-detail.module.css'

export interface HistoryTableProps {
  listing: ListingDetail
  onVowAccepted?: () => void
  /** Share pages never ask to sign in. */
  share?: boolean
}

/** The listing history (VOW): a table for members who accepted the terms, else what to do to see it. */
export function HistoryTable({ listing, onVowAccepted, share }: HistoryTableProps) {
  const { t } = useTranslation()
  const format = useListingFormat()
  const history = listing.history
  return (
    <SectionCard title={t('ui.listing.detail.history')} titleId="listing-history">
      {history === null ? (
        listing.vow.need && !share ? (
          <VowPrompt need={listing.vow.need} onAccepted={onVowAccepted} layout="block" />
        ) : null
      ) : history.length === 0 ? (
        <p className={styles.muted}>{t('ui.listing.detail.historyEmpty')}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('ui.listing.detail.history.date')}</th>
                <th scope="col">{t('ui.listing.detail.history.event')}</th>
                <th scope="col" className={styles.num}>
                  {t('ui.listing.detail.history.price')}
                </th>
                <th scope="col">{t('ui.listing.detail.history.listing')}</th>
              </tr>
            </thead>
            <tbody>
              {history.map((row) => (
                <tr key={`${row.mlNum}-${row.event}-${row.date}`}>
                  <td>{format.date(row.date)}</td>
                  <td>{t(historyEventKey(row.event))}</td>
                  <td className={styles.num}>{row.price === null ? '—' : format.price(row.price, listing.sr)}</td>
                  <td>{row.mlNum}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </SectionCard>
  )
}
