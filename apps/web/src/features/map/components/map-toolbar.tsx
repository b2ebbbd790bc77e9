import type { City, SaleOrLease } from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import { FilterIcon } from './map-icons.tsx'
import styles from './map-screen.module.css'

interface MapToolbarProps {
  city: City
  sr: SaleOrLease | undefined
  /** How many filters differ from the map's defaults (a badge on the filter button). */
  activeFilters: number
  onCity: (city: City) => void
  onSr: (sr: SaleOrLease) => void
  onFilters: () => void
}

/** The bar above the map: the city, sale or lease, and the filter sheet's button. */
export function MapToolbar({ city, sr, activeFilters, onCity, onSr, onFilters }: MapToolbarProps) {
  const { t } = useTranslation()
  return (
    <div className={styles.toolbar}>
      <fieldset className={styles.segment}>
        <legend className={styles.hidden}>{t('ui.map.city')}</legend>
        {(['toronto', 'vancouver'] as const).map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={city === value}
            className={styles.segmentButton}
            onClick={() => onCity(value)}
          >
            {t(`ui.region.short.${value}`)}
          </button>
        ))}
      </fieldset>
      <fieldset className={styles.segment}>
        <legend className={styles.hidden}>{t('ui.map.sr')}</legend>
        {(['Sale', 'Lease'] as const).map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={sr === value}
            className={styles.segmentButton}
            onClick={() => onSr(value)}
          >
            {t(`ui.map.sr.${value}`)}
          </button>
        ))}
      </fieldset>
      <button
        type="button"
        className={styles.filterButton}
        aria-label={activeFilters > 0 ? t('ui.map.filtersActive', { count: activeFilters }) : t('ui.map.filters')}
        onClick={onFilters}
      >
        <FilterIcon size={22} />
        {activeFilters > 0 ? (
          <span className={styles.badge} aria-hidden="true">
            {activeFilters}
          </span>
        ) : null}
      </button>
    </div>
  )
}
