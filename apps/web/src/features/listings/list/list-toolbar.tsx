import { CITIES, type City, formatCount, MAP_PLACE_KEYS } from '@maplenest/core'
import { type ReactNode, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { type ListingFilters, MAP_PATH, SEARCH_PATH, toFilterParams } from '../../../entities/listing/index.ts'
import { currentLocale } from '../../../shared/i18n/i18n.ts'
import styles from './listing-list.module.css'
import { SortSelect } from './sort-select.tsx'
import { usePlaceLabels } from './use-place-labels.ts'

export interface ListToolbarProps {
  filters: ListingFilters
  /** How many homes match, once the first page has come. */
  total: number | null
  activeCount: number
  onOpenFilters: () => void
  onChange: (filters: ListingFilters) => void
  /** Share pages show the context only. */
  readOnly?: boolean
  /** Saving this search (the saved searches' button), at the end of the chips of what is searched. */
  save?: ReactNode
}

/** The search screen for this list: its city, and whether a place chosen there opens the homes for rent. */
function searchPath(filters: ListingFilters): string {
  const sr = filters.sr === 'Lease' ? '&sr=Lease' : ''
  return `${SEARCH_PATH}?city=${filters.city ?? 'toronto'}${sr}`
}

/** The same homes on the map: the list's filters and places; the map takes no search text or place nearby. */
const mapPath = (filters: ListingFilters) =>
  `${MAP_PATH}?${toFilterParams({ ...filters, q: undefined, near: undefined })}`

/**
 * The region of the list, switched where its name is shown (a native select: the phone's own picker). The other
 * filters stay; the places searched belong to the region left, as on the map.
 */
function RegionSelect({ filters, onChange }: Pick<ListToolbarProps, 'filters' | 'onChange'>) {
  const { t } = useTranslation()
  const id = useId()
  const city: City = filters.city ?? 'toronto'
  return (
    <span className={styles.region}>
      <label htmlFor={id} className={styles.sortLabel}>
        {t('ui.listing.list.region')}
      </label>
      <select
        id={id}
        className={styles.regionSelect}
        value={city}
        onChange={(event) => {
          const places = Object.fromEntries(MAP_PLACE_KEYS.map((key) => [key, undefined]))
          onChange({ ...filters, ...places, city: event.target.value as City })
        }}
      >
        {CITIES.map((value) => (
          <option key={value} value={value}>
            {t(`ui.region.${value}`)}
          </option>
        ))}
      </select>
    </span>
  )
}

/**
 * A way to search, the map of these homes, the filters button, the region with the number of homes, the order, the
 * chips of the places searched (a district, a station…), the search text and a place nearby, each removed by its ×,
 * and saving the search.
 */
export function ListToolbar(props: ListToolbarProps) {
  const { filters, total, activeCount, onOpenFilters, onChange, readOnly, save } = props
  const { t } = useTranslation()
  const city = t(filters.city === 'vancouver' ? 'ui.region.vancouver' : 'ui.region.toronto')
  const count =
    total === null
      ? null
      : total === 1
        ? t('ui.listing.list.totalOne')
        : t('ui.listing.list.total', { count: formatCount(total, currentLocale()) })
  const places = usePlaceLabels(filters)
  const chips = [
    ...places.map(({ key, label }) => ({ key, label, clear: { [key]: undefined } })),
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
      {readOnly ? null : (
        <div className={styles.toolbarRow}>
          <Link to={searchPath(filters)} className={styles.searchLink}>
            <span aria-hidden="true" className={styles.searchGlyph}>
              ⌕
            </span>
            <span className={styles.searchText}>{t('ui.listing.list.searchPlaceholder')}</span>
          </Link>
          <Link to={mapPath(filters)} className={styles.mapLink}>
            {t('ui.listing.list.map')}
          </Link>
          <button
            type="button"
            className={styles.filterButton}
            data-active={activeCount > 0}
            onClick={onOpenFilters}
            aria-haspopup="dialog"
          >
            {activeCount > 0
              ? t('ui.listing.list.filtersActive', { count: formatCount(activeCount, currentLocale()) })
              : t('ui.listing.list.filters')}
          </button>
        </div>
      )}
      <div className={styles.toolbarRow}>
        <div className={styles.summary}>
          {readOnly ? <span>{city}</span> : <RegionSelect filters={filters} onChange={onChange} />}
          <span aria-live="polite">
            {count === null ? null : (
              <>
                <span aria-hidden="true"> · </span>
                <span>{count}</span>
              </>
            )}
          </span>
        </div>
        {readOnly ? null : <SortSelect value={filters.sort} onChange={(sort) => onChange({ ...filters, sort })} />}
      </div>
      {chips.length > 0 || (save && !readOnly) ? (
        <div className={save && !readOnly ? styles.chipRowSave : styles.chipRow}>
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
          {readOnly ? null : save}
        </div>
      ) : null}
    </div>
  )
}
