import { useTranslation } from 'react-i18next'
import { SectionCard } from '../../../shared/ui/section-card.tsx'
import styles from './listing-detail.module.css'

/** The agent's description of the home. */
export function DescriptionCard({ text }: { text: string }) {
  const { t } = useTranslation()
  if (!text.trim()) return null
  return (
    <SectionCard title={t('ui.listing.detail.description')} titleId="listing-description">
      <p className={styles.description}>{text}</p>
    </SectionCard>
  )
}
