import type { City } from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { toCalculatorPath } from './calculator-paths.ts'
import styles from './listing-detail.module.css'

/** Opens the mortgage calculator with this listing's price and city (sale listings only). */
export function MortgageLink({ price, city }: { price: number; city: City }) {
  const { t } = useTranslation()
  return (
    <Link to={toCalculatorPath(price, city)} className={styles.mortgage}>
      <span className={styles.mortgageGlyph} aria-hidden="true">
        %
      </span>
      <span className={styles.mortgageText}>
        <strong>{t('ui.listing.detail.mortgage')}</strong>
        <span>{t('ui.listing.detail.mortgageText')}</span>
      </span>
      <span aria-hidden="true" className={styles.chevron}>
        ›
      </span>
    </Link>
  )
}
