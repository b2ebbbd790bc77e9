import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { type CalculatorListing, toCalculatorPath } from './calculator-paths.ts'
import styles from './listing-detail.module.css'

/** Opens the mortgage calculator with this listing's price, city, taxes and condo fees (sale listings only). */
export function MortgageLink({ listing }: { listing: CalculatorListing }) {
  const { t } = useTranslation()
  return (
    <Link to={toCalculatorPath(listing)} className={styles.mortgage}>
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
