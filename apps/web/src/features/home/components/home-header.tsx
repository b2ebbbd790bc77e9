import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { BrandMark } from '../../../shared/ui/brand-mark.tsx'
import { SearchIcon } from '../../../shared/ui/icons.tsx'
import styles from './home-header.module.css'

/** Brand, greeting and the search entry at the top of the home screen; `brand` replaces the product's own. */
export function HomeHeader({ brand }: { brand?: ReactNode }) {
  const { t } = useTranslation()
  return (
    <header className={styles.header}>
      {brand ?? (
        <div className={styles.brandRow}>
          <BrandMark size={36} />
          <p className={styles.brandName}>{t('app.name')}</p>
          <span className={styles.cities}>{t('ui.home.cities')}</span>
        </div>
      )}
      <h1 className={styles.heading}>{t('ui.home.heading')}</h1>
      <p className={styles.tagline}>{t('app.tagline')}</p>
      <Link to="/pages/search/search" className={styles.search}>
        <SearchIcon size={20} />
        <span>{t('ui.home.search')}</span>
      </Link>
    </header>
  )
}
