import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import styles from '../precons.module.css'

/** The demo-data label under pre-construction content. */
export function DemoNote() {
  const { t } = useTranslation()
  return <p className={styles.demoNote}>{t('ui.precons.demoNote')}</p>
}

/** Shared pages: an invitation to open the app. */
export function PreconsShareBanner() {
  const { t } = useTranslation()
  return (
    <aside className={styles.banner} aria-label={t('ui.precons.share.open')}>
      <p className={styles.bannerText}>{t('ui.precons.share.banner')}</p>
      <Link to="/" className={styles.bannerOpen}>
        {t('ui.precons.share.open')}
      </Link>
    </aside>
  )
}
