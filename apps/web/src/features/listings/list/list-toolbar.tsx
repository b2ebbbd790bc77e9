import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { type ListingFilters, SEARCH_PATH } from '../../../entities/listing/index.ts'
import styles from './listing-list.module.css'

export interface ListToolbarProps {
  filters: ListingFilters
  activeCount: number
  onOpenFilters: () => void
  onChange: (filters: ListingFilters) => void
  /** Share pages show the context only. */
  readOnly?: boolean
}

/** City and sale or rent, a way to search, the filters button and the chips of a search text or a place. */
export function ListToolbar({ filters, activeCount, onOpenFilters, onChange, readOnly }: ListToolbarProps) {
  const { t } = useTranslation()
  const city = t(filters.city === 'vancouver' ? 'ui.listing.list.city.vancouver' : 'ui.listing.list.city.toronto')
  const context = [
    t(filters.sr === 'Lease' ? 'ui.listing.list.lease' : 'ui.listing.list.sale'),
    t(filters.roomType ? `ui.listing.filter.type.${filters.roomType}` : 'ui.listing.filter.type.all'),
  ].join(' · ')
  const chips = [
    ...(filters.q ? [{ key: 'q', label: t('ui.listing.list.query', { q: filters.q }), clear: { q: undefined } }] : []),
    ...(filters.near
      ? [
          {
            key: 'near',
            label: t('ui.listing.list.near', { place: t(`ui.listing.near.${filters.near}`) }),
            clear: { near: undefined },
          },
        ]
      : []),
  ]

  return (
    <div className={styles.toolbar}>
      <div className={styles.toolbarRow}>
        <p className={styles.context}>
          <span className={styles.city}>{city}</span>
          <span className={styles.sr}>{context}</span>
        </p>
        {readOnly ? null : (
          <>
            <Link to={`${SEARCH_PATH}?city=${filters.city ?? 'toronto'}`} className={styles.searchLink}>
              <span aria-hidden="true" className={styles.searchGlyph}>
                ⌕
              </span>
              <span className={styles.searchText}>{t('ui.listing.list.searchPlaceholder')}</span>
            </Link>
            <button
              type="button"
              className={styles.filterButton}
              data-active={activeCount > 0}
              onClick={onOpenFilters}
              aria-haspopup="dialog"
            >
              {activeCount > 0
                ? t('ui.listing.list.filtersActive', { count: activeCount })
                : t('ui.listing.list.filters')}
            </button>
          </>
        )}
      </div>
      {chips.length > 0 ? (
        <ul className={styles.chips}>
          {chips.map((chip) => (
            <li key={chip.key} className={styles.chip}>
              <span>{chip.label}</span>
              {readOnly ? null : (
                <button
                  type="button"
                  className={styles.chipRemove}
                  aria-label={t('ui.listing.list.removeChip', { label: chip.label })}
                  onClick={() => onChange({ ...filters, ...chip.clear })}
                >
                  ×
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
