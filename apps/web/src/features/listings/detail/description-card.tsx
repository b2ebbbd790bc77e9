import { useTranslation } from 'react-i18next'
import styles from './listing-detail.module.css'

/** The agent's description of the home. */
export function DescriptionCard({ text }: { text: string }) {
  const { t } = useTranslation()
  if (!text.trim()) return null
  return (
    <section className={styles.card} aria-labelledby="listing-description">
      <h3 id="listing-description" className={styles.cardTitle}>
        {t('ui.listing.detail.description')}
      </h3>
      <p className={styles.description}>{text}</p>
    </section>
  )
}
