import type { PreconsStatus } from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import styles from '../precons.module.css'

/** For Sale (theme green) or Sold Out (grey), spec §4. */
export function StatusBadge({ status }: { status: PreconsStatus }) {
  const { t } = useTranslation()
  return (
    <span className={styles.badge} data-tone={status === 'forSale' ? 'success' : 'muted'}>
      {t(`precons.status.${status}`)}
    </span>
  )
}
