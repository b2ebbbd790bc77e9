import { useTranslation } from 'react-i18next'
import styles from './mortgage-form.module.css'

/** What the calculator covers, and where the figures came from when a listing opened it. */
export function CalculatorIntro({ fromListing, withCosts = false }: { fromListing: boolean; withCosts?: boolean }) {
  const { t } = useTranslation()
  return (
    <div className={styles.intro}>
      <p>{t('ui.mortgage.form.intro')}</p>
      {fromListing ? (
        <p className={styles.fromListing}>
          {t(withCosts ? 'ui.mortgage.form.fromListingWithCosts' : 'ui.mortgage.form.fromListing')}
        </p>
      ) : null}
    </div>
  )
}
