import { LISTING_SORTS, type ListingSort } from '@maplenest/core'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import styles from './listing-list.module.css'

/** The order of the list, on the list itself (a native select: the phone's own picker, read by screen readers). */
export function SortSelect({ value, onChange }: { value: ListingSort; onChange: (sort: ListingSort) => void }) {
  const { t } = useTranslation()
  const id = useId()
  return (
    <span className={styles.sort}>
      <label htmlFor={id} className={styles.sortLabel}>
        {t('ui.listing.list.sortLabel')}
      </label>
      <select
        id={id}
        className={styles.sortSelect}
        value={value}
        onChange={(event) => onChange(event.target.value as ListingSort)}
      >
        {LISTING_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(`ui.listing.filter.sort.${sort}`)}
          </option>
        ))}
      </select>
    </span>
  )
}
