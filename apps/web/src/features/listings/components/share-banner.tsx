import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import styles from './share-banner.module.css'

/** Shared pages: an invitation to open the app, where sold prices and saving work. */
export function ShareBanner() {
  const { t } = useTranslation()
  return (
    <aside className={styles.banner} aria-label={t('ui.listing.share.open')}>
      <p className={styles.text}>{t('ui.listing.share.banner')}</p>
      <Link to="/" className={styles.open}>
        {t('ui.listing.share.open')}
      </Link>
    </aside>
  )
}
