import {
  AGE_CODES,
  type AgeCode,
  LISTING_SORTS,
  type ListingSort,
  ROOM_TYPES,
  type RoomType,
  SEARCH_STATUSES,
  type SearchStatus,
  TIME_WINDOWS,
} from '@maplenest/core'
import { Button, Popup } from 'antd-mobile'
import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type ListingFilters, withStatus } from '../search-query.ts'
import { ChoiceChips } from './choice-chips.tsx'
import styles from './filter-sheet.module.css'
import { PriceRange } from './price-range.tsx'

export interface FilterSheetProps {
  visible: boolean
  filters: ListingFilters
  /** Filters the screen starts from; Reset goes back to them. */
  initial: ListingFilters
  onApply: (filters: ListingFilters) => void
  onClose: () => void
}

const COUNTS = ['any', '1', '2', '3', '4', '5'] as const
type CountChoice = (typeof COUNTS)[number]

const toCount = (value: number | undefined): CountChoice =>
  value === undefined || value < 1 ? 'any' : (String(Math.min(value, 5)) as CountChoice)
const fromCount = (value: CountChoice) => (value === 'any' ? undefined : Number(value))

/** Every filter of the search contract in a bottom sheet (at most 70 % of the height); Show homes applies them. */
export function FilterSheet({ visible, filters, initial, onApply, onClose }: FilterSheetProps) {
  const { t } = useTranslation()
  const id = useId()
  const [draft, setDraft] = useState(filters)

  useEffect(() => {
    if (visible) setDraft(filters)
  }, [visible, filters])

  const set = (change: Partial<ListingFilters>) => setDraft((before) => ({ ...before, ...change }))
  const lease = draft.sr === 'Lease'
  const window = draft.window ?? TIME_WINDOWS[draft.status].default
  const priceProblem = draft.priceMin !== undefined && draft.priceMax !== undefined && draft.priceMin > draft.priceMax

  const countLabel = (value: CountChoice) =>
    value === 'any' ? t('ui.listing.filter.any') : t('ui.listing.filter.atLeast', { count: value })

  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      position="bottom"
      bodyClassName={styles.sheet}
      destroyOnClose
    >
      <form
        className={styles.form}
        aria-labelledby={`${id}-title`}
        onSubmit={(event) => {
          event.preventDefault()
          if (!priceProblem) onApply(draft)
        }}
      >
        <header className={styles.header}>
          <h2 id={`${id}-title`} className={styles.title}>
            {t('ui.listing.filter.title')}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={t('ui.listing.filter.close')}>
            ×
          </button>
        </header>
        <div className={styles.body}>
          <ChoiceChips
            name={`${id}-type`}
            legend={t('ui.listing.filter.type')}
            options={[
              { value: 'all', label: t('ui.listing.filter.type.all') },
              ...ROOM_TYPES.map((value) => ({ value, label: t(`ui.listing.filter.type.${value}`) })),
            ]}
            value={draft.roomType ?? 'all'}
            onChange={(value) => set({ roomType: value === 'all' ? undefined : (value as RoomType) })}
          />
          <ChoiceChips
            name={`${id}-status`}
            legend={t('ui.listing.filter.status')}
            options={SEARCH_STATUSES.map((value) => ({
              value,
              label: t(
                value === 'sold' && lease ? 'ui.listing.filter.status.soldLease' : `ui.listing.filter.status.${value}`,
              ),
            }))}
            value={draft.status}
            onChange={(value: SearchStatus) => setDraft((before) => withStatus(before, value))}
          />
          <ChoiceChips
            name={`${id}-window`}
            legend={t('ui.listing.filter.window')}
            options={TIME_WINDOWS[draft.status].values.map((value) => ({
              value,
              label: t(`ui.listing.filter.window.${value}`),
            }))}
            value={window}
            onChange={(value) => set({ window: value })}
          />
          <PriceRange
            id={`${id}-price`}
            legend={t(lease ? 'ui.listing.filter.rent' : 'ui.listing.filter.price')}
            min={draft.priceMin}
            max={draft.priceMax}
            problem={priceProblem ? t('ui.listing.filter.rangeProblem') : null}
            onChange={(priceMin, priceMax) => set({ priceMin, priceMax })}
          />
          <ChoiceChips
            name={`${id}-beds`}
            legend={t('ui.listing.filter.beds')}
            options={COUNTS.map((value) => ({ value, label: countLabel(value) }))}
            value={toCount(draft.bedsMin)}
            onChange={(value) => set({ bedsMin: fromCount(value), bedsMax: undefined })}
          />
          <ChoiceChips
            name={`${id}-baths`}
            legend={t('ui.listing.filter.baths')}
            options={COUNTS.map((value) => ({ value, label: countLabel(value) }))}
            value={toCount(draft.bathsMin)}
            onChange={(value) => set({ bathsMin: fromCount(value), bathsMax: undefined })}
          />
          {lease ? (
            <ChoiceChips
              name={`${id}-furnished`}
              legend={t('ui.listing.filter.furnished')}
              options={(['any', 'Y', 'N'] as const).map((value) => ({
                value,
                label: t(`ui.listing.filter.furnished.${value}`),
              }))}
              value={draft.furnished ?? 'any'}
              onChange={(value) => set({ furnished: value === 'any' ? undefined : value })}
            />
          ) : null}
          <ChoiceChips
            name={`${id}-age`}
            legend={t('ui.listing.filter.age')}
            options={[
              { value: 'any', label: t('ui.listing.filter.age.any') },
              ...AGE_CODES.map((value) => ({
                value,
                label:
                  value === '0' || value === '100+'
                    ? t(`ui.listing.filter.age.${value}`)
                    : t('ui.listing.filter.age.years', { range: value.replace('-', '–') }),
              })),
            ]}
            value={draft.age ?? 'any'}
            onChange={(value) => set({ age: value === 'any' ? undefined : (value as AgeCode) })}
          />
          <ChoiceChips
            name={`${id}-sort`}
            legend={t('ui.listing.filter.sort')}
            options={LISTING_SORTS.map((value) => ({ value, label: t(`ui.listing.filter.sort.${value}`) }))}
            value={draft.sort}
            onChange={(value: ListingSort) => set({ sort: value })}
          />
        </div>
        <footer className={styles.footer}>
          <Button type="button" fill="outline" shape="rounded" onClick={() => setDraft(initial)}>
            {t('ui.listing.filter.reset')}
          </Button>
          <Button type="submit" color="primary" shape="rounded" disabled={priceProblem}>
            {t('ui.listing.filter.apply')}
          </Button>
        </footer>
      </form>
    </Popup>
  )
}
