import { useTranslation } from 'react-i18next'
import { ShareBanner } from '../../../shared/ui/share-banner.tsx'
import styles from '../precons.module.css'

/** The demo-data label under pre-construction content. */
export function DemoNote() {
  const { t } = useTranslation()
  return <p className={styles.demoNote}>{t('ui.precons.demoNote')}</p>
}

/** Shared pages: an invitation to open the app. */
export function PreconsShareBanner() {
  const { t } = useTranslation()
  return <ShareBanner text={t('ui.precons.share.banner')} openLabel={t('ui.precons.share.open')} />
}
