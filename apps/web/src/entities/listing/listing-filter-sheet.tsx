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
import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { currentLocale } from '../../shared/i18n/i18n.ts'
import { FilterSheet } from '../../shared/ui/filter-sheet.tsx'
import { FilterSheetChips } from '../../shared/ui/filter-sheet-chips.tsx'
import { FilterSheetRange } from '../../shared/ui/filter-sheet-range.tsx'
import { type ListingFilters, withStatus } from './search-query.ts'
import { useAgeLabel } from './use-age-label.ts'
import { useListingFormat } from './use-listing-format.ts'
import { type CountHomes, showHomesLabel, useLiveCount } from './use-live-count.ts'

export interface ListingFilterSheetProps {
  visible: boolean
  filters: ListingFilters
  /** Filters the screen starts from; Reset goes back to them. */
  initial: ListingFilters
  onApply: (filters: ListingFilters) => void
  onClose: () => void
  /** Counts the homes the filters would show, for a button that says how many as they change. */
  count?: CountHomes
  /** How many homes the filters on screen show, once known. */
  total?: number | null
}

const COUNTS = ['any', '1', '2', '3', '4', '5'] as const
type CountChoice = (typeof COUNTS)[number]

const toCount = (value: number | undefined): CountChoice =>
  value === undefined || value < 1 ? 'any' : (String(Math.min(value, 5)) as CountChoice)
const fromCount = (value: CountChoice) => (value === 'any' ? undefined : Number(value))

/**
 * Every filter of the search contract in a bottom sheet (at most 70 % of the height); its button applies them and,
 * given a way to count, says how many homes they show ("Show 336 homes") as they change.
 */
export function ListingFilterSheet(props: ListingFilterSheetProps) {
  const { visible, filters, initial, onApply, onClose, count, total } = props
  const { t } = useTranslation()
  const ageLabel = useAgeLabel()
  const format = useListingFormat()
  const id = useId()
  const [draft, setDraft] = useState(filters)

  useEffect(() => {
    if (visible) setDraft(filters)
  }, [visible, filters])

  const set = (change: Partial<ListingFilters>) => setDraft((before) => ({ ...before, ...change }))
  const lease = draft.sr === 'Lease'
  const window = draft.window ?? TIME_WINDOWS[draft.status].default
  const figure = useLiveCount(draft, filters, total, count, visible)
  const priceProblem = draft.priceMin !== undefined && draft.priceMax !== undefined && draft.priceMin > draft.priceMax

  const countLabel = (value: CountChoice) =>
    value === 'any' ? t('ui.listing.filter.any') : t('ui.listing.filter.atLeast', { count: value })

  return (
    <FilterSheet
      visible={visible}
      title={t('ui.listing.filter.title')}
      closeLabel={t('ui.listing.filter.close')}
      resetLabel={t('ui.listing.filter.reset')}
      applyLabel={showHomesLabel(t, figure, currentLocale())}
      applyDisabled={priceProblem}
      onReset={() => setDraft(initial)}
      onApply={() => onApply(draft)}
      onClose={onClose}
    >
      <FilterSheetChips
        name={`${id}-type`}
        legend={t('ui.listing.filter.type')}
        options={[
          { value: 'all', label: t('ui.listing.filter.type.all') },
          ...ROOM_TYPES.map((value) => ({ value, label: t(`ui.listing.filter.type.${value}`) })),
        ]}
        value={draft.roomType ?? 'all'}
        onChange={(value) => set({ roomType: value === 'all' ? undefined : (value as RoomType) })}
      />
      <FilterSheetChips
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
      <FilterSheetChips
        name={`${id}-window`}
        legend={t('ui.listing.filter.window')}
        options={TIME_WINDOWS[draft.status].values.map((value) => ({
          value,
          label: t(`ui.listing.filter.window.${value}`),
        }))}
        value={window}
        onChange={(value) => set({ window: value })}
      />
      <FilterSheetRange
        id={`${id}-price`}
        legend={t(lease ? 'ui.listing.filter.rent' : 'ui.listing.filter.price')}
        minLabel={t('ui.listing.filter.min')}
        maxLabel={t('ui.listing.filter.max')}
        minPlaceholder={t('ui.listing.filter.noMin')}
        maxPlaceholder={t('ui.listing.filter.noMax')}
        min={draft.priceMin}
        max={draft.priceMax}
        problem={priceProblem ? t('ui.listing.filter.rangeProblem') : null}
        onChange={(priceMin, priceMax) => set({ priceMin, priceMax })}
        formatValue={format.number}
      />
      <FilterSheetChips
        name={`${id}-beds`}
        legend={t('ui.listing.filter.beds')}
        options={COUNTS.map((value) => ({ value, label: countLabel(value) }))}
        value={toCount(draft.bedsMin)}
        onChange={(value) => set({ bedsMin: fromCount(value), bedsMax: undefined })}
      />
      <FilterSheetChips
        name={`${id}-baths`}
        legend={t('ui.listing.filter.baths')}
        options={COUNTS.map((value) => ({ value, label: countLabel(value) }))}
        value={toCount(draft.bathsMin)}
        onChange={(value) => set({ bathsMin: fromCount(value), bathsMax: undefined })}
      />
      {lease ? (
        <FilterSheetChips
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
      <FilterSheetChips
        name={`${id}-age`}
        legend={t('ui.listing.filter.age')}
        options={[
          { value: 'any', label: t('ui.listing.filter.age.any') },
          ...AGE_CODES.map((value) => ({ value, label: ageLabel(value) })),
        ]}
        value={draft.age ?? 'any'}
        onChange={(value) => set({ age: value === 'any' ? undefined : (value as AgeCode) })}
      />
      <FilterSheetChips
        name={`${id}-sort`}
        legend={t('ui.listing.filter.sort')}
        options={LISTING_SORTS.map((value) => ({ value, label: t(`ui.listing.filter.sort.${value}`) }))}
        value={draft.sort}
        onChange={(value: ListingSort) => set({ sort: value })}
      />
    </FilterSheet>
  )
}
