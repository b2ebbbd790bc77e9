import { useTranslation } from 'react-i18next'
import { currentLocale } from '../../../shared/i18n/i18n.ts'
import { SectionCard } from '../../../shared/ui/section-card.tsx'
import styles from './listing-detail.module.css'

const CHINESE = /\p{Script=Han}/u

/**
 * The agent's description of the home, as the agent wrote it: boards carry it in English, and a machine translation
 * of an offer's wording would put words in the agent's mouth. In Chinese the card says so, and the text is marked
 * English so screen readers read it in an English voice.
 */
export function DescriptionCard({ text }: { text: string }) {
  const { t } = useTranslation()
  if (!text.trim()) return null
  const english = !CHINESE.test(text)
  const foreign = english && currentLocale() !== 'en-GB'
  return (
    <SectionCard title={t('ui.listing.detail.description')} titleId="listing-description">
      {foreign ? <p className={styles.descriptionNote}>{t('ui.listing.detail.descriptionOriginal')}</p> : null}
      <p className={styles.description} lang={english ? 'en' : undefined}>
        {text}
      </p>
    </SectionCard>
  )
}
