import {
  OCCUPANCY_YEAR_MAX,
  PRECONS_SORTS,
  PRECONS_STATUSES,
  PRECONS_TYPES,
  type PreconsSort,
  type PreconsStatus,
  type PreconsType,
} from '@maplenest/core'
import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FilterSheet } from '../../../shared/ui/filter-sheet.tsx'
import { FilterSheetChips } from '../../../shared/ui/filter-sheet-chips.tsx'
import { FilterSheetRange } from '../../../shared/ui/filter-sheet-range.tsx'
import type { PreconsFilters } from '../api/search-precons.ts'

/** Occupancy years offered: this year to the contract's last, at most eight. */
function occupancyYears(now: Date): number[] {
  const first = now.getFullYear()
  return Array.from({ length: Math.min(8, OCCUPANCY_YEAR_MAX - first + 1) }, (_, i) => first + i)
}

/** Type, status, occupancy year, price range and sort in a bottom sheet; "Show projects" applies them. */
export function PreconsFilterSheet(props: {
  visible: boolean
  filters: PreconsFilters
  onApply: (filters: PreconsFilters) => void
  onClose: () => void
}) {
  const { visible, filters, onApply, onClose } = props
  const { t } = useTranslation()
  const id = useId()
  const [draft, setDraft] = useState(filters)
  useEffect(() => {
    if (visible) setDraft(filters)
  }, [visible, filters])
  const set = (change: Partial<PreconsFilters>) => setDraft((before) => ({ ...before, ...change }))
  const inverted = draft.priceMin !== undefined && draft.priceMax !== undefined && draft.priceMin > draft.priceMax
  const any = t('ui.precons.filter.any')

  return (
    <FilterSheet
      visible={visible}
      title={t('ui.precons.filter.sheetTitle')}
      closeLabel={t('ui.precons.filter.close')}
      resetLabel={t('ui.precons.filter.reset')}
      applyLabel={t('ui.precons.filter.apply')}
      applyDisabled={inverted}
      onReset={() => setDraft({ city: draft.city, sort: 'recommend' })}
      onApply={() => onApply(draft)}
      onClose={onClose}
    >
      <FilterSheetChips
        name={`${id}-type`}
        legend={t('ui.precons.filter.type')}
        options={[
          { value: 'any', label: any },
          ...PRECONS_TYPES.map((v) => ({ value: v, label: t(`precons.type.${v}`) })),
        ]}
        value={draft.type ?? 'any'}
        onChange={(v) => set({ type: v === 'any' ? undefined : (v as PreconsType) })}
      />
      <FilterSheetChips
        name={`${id}-status`}
        legend={t('ui.precons.filter.status')}
        options={[
          { value: 'any', label: any },
          ...PRECONS_STATUSES.map((v) => ({ value: v, label: t(`precons.status.${v}`) })),
        ]}
        value={draft.status ?? 'any'}
        onChange={(v) => set({ status: v === 'any' ? undefined : (v as PreconsStatus) })}
      />
      <FilterSheetChips
        name={`${id}-occupancy`}
        legend={t('ui.precons.filter.occupancy')}
        options={[
          { value: 'any', label: any },
          ...occupancyYears(new Date()).map((y) => ({ value: String(y), label: String(y) })),
        ]}
        value={draft.occupancyYear === undefined ? 'any' : String(draft.occupancyYear)}
        onChange={(v) => set({ occupancyYear: v === 'any' ? undefined : Number(v) })}
      />
      <FilterSheetRange
        id={`${id}-price`}
        legend={t('ui.precons.filter.price')}
        minLabel={t('ui.precons.filter.priceMin')}
        maxLabel={t('ui.precons.filter.priceMax')}
        min={draft.priceMin}
        max={draft.priceMax}
        problem={inverted ? t('ui.precons.filter.priceInverted') : null}
        onChange={(priceMin, priceMax) => set({ priceMin, priceMax })}
      />
      <FilterSheetChips
        name={`${id}-sort`}
        legend={t('ui.precons.sort.label')}
        options={PRECONS_SORTS.map((v) => ({ value: v, label: t(`ui.precons.sort.${v}`) }))}
        value={draft.sort ?? 'recommend'}
        onChange={(v: PreconsSort) => set({ sort: v })}
      />
    </FilterSheet>
  )
}
