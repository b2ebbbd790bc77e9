import { formatDateTime } from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import { useListingFormat } from '../../../entities/listing/index.ts'
import styles from './data-notes.module.css'

export interface DataNotesProps {
  /** "Listing provided by …" on details; lists show it on each card. */
  brokerage?: string
  dataUpdatedAt: string | null
}

/** The board's display lines: who provided the listing and when the data was last updated. */
export function DataNotes({ brokerage, dataUpdatedAt }: DataNotesProps) {
  const { t } = useTranslation()
  const format = useListingFormat()
  if (!brokerage && !dataUpdatedAt) return null
  return (
    <div className={styles.notes}>
      {brokerage ? <p>{t('ui.listing.providedBy', { brokerage })}</p> : null}
      {dataUpdatedAt ? (
        <p>
          {t('ui.listing.dataUpdated', {
            date: formatDateTime(dataUpdatedAt, format.locale),
          })}
        </p>
      ) : null}
    </div>
  )
}
