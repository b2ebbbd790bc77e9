import {
  OCCUPANCY_YEAR_MAX,
  PRECONS_SORTS,
  PRECONS_STATUSES,
  PRECONS_TYPES,
  type PreconsSort,
  type PreconsStatus,
  type PreconsType,
} from '@maplenest/core'
import { Button, Popup } from 'antd-mobile'
import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ChoiceChips } from '../../listings/index.ts'
import type { PreconsFilters } from '../api/precons-api.ts'
import styles from '../precons.module.css'

/** Occupancy years offered: this year to the contract's last, at most eight. */
export function occupancyYears(now: Date): number[] {
  const first = now.getFullYear()
  return Array.from({ length: Math.min(8, OCCUPANCY_YEAR_MAX - first + 1) }, (_, i) => first + i)
}

const toNumber = (text: string) => {
  const digits = text.replace(/[^\d]/g, '')
  return digits === '' ? undefined : Number(digits)
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
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} position="bottom" bodyClassName={styles.sheet}>
      <form
        className={styles.sheetForm}
        aria-labelledby={`${id}-title`}
        onSubmit={(event) => {
          event.preventDefault()
          if (!inverted) onApply(draft)
        }}
      >
        <header className={styles.sheetHeader}>
          <h2 id={`${id}-title`} className={styles.sheetTitle}>
            {t('ui.precons.filter.sheetTitle')}
          </h2>
          <button
            type="button"
            className={styles.sheetClose}
            onClick={onClose}
            aria-label={t('ui.precons.filter.close')}
          >
            ×
          </button>
        </header>
        <div className={styles.sheetBody}>
          <ChoiceChips
            name={`${id}-type`}
            legend={t('ui.precons.filter.type')}
            options={[
              { value: 'any', label: any },
              ...PRECONS_TYPES.map((v) => ({ value: v, label: t(`precons.type.${v}`) })),
            ]}
            value={draft.type ?? 'any'}
            onChange={(v) => set({ type: v === 'any' ? undefined : (v as PreconsType) })}
          />
          <ChoiceChips
            name={`${id}-status`}
            legend={t('ui.precons.filter.status')}
            options={[
              { value: 'any', label: any },
              ...PRECONS_STATUSES.map((v) => ({ value: v, label: t(`precons.status.${v}`) })),
            ]}
            value={draft.status ?? 'any'}
            onChange={(v) => set({ status: v === 'any' ? undefined : (v as PreconsStatus) })}
          />
          <ChoiceChips
            name={`${id}-occupancy`}
            legend={t('ui.precons.filter.occupancy')}
            options={[
              { value: 'any', label: any },
              ...occupancyYears(new Date()).map((y) => ({ value: String(y), label: String(y) })),
            ]}
            value={draft.occupancyYear === undefined ? 'any' : String(draft.occupancyYear)}
            onChange={(v) => set({ occupancyYear: v === 'any' ? undefined : Number(v) })}
          />
          <fieldset className={styles.group}>
            <legend className={styles.legend}>{t('ui.precons.filter.price')}</legend>
            <div className={styles.range}>
              <label className={styles.rangeField}>
                {t('ui.precons.filter.priceMin')}
                <input
                  className={styles.rangeInput}
                  inputMode="numeric"
                  value={draft.priceMin ?? ''}
                  aria-invalid={inverted}
                  onChange={(e) => set({ priceMin: toNumber(e.target.value) })}
                />
              </label>
              <label className={styles.rangeField}>
                {t('ui.precons.filter.priceMax')}
                <input
                  className={styles.rangeInput}
                  inputMode="numeric"
                  value={draft.priceMax ?? ''}
                  aria-invalid={inverted}
                  onChange={(e) => set({ priceMax: toNumber(e.target.value) })}
                />
              </label>
            </div>
            {inverted ? (
              <p className={styles.problem} role="alert">
                {t('ui.precons.filter.priceInverted')}
              </p>
            ) : null}
          </fieldset>
          <ChoiceChips
            name={`${id}-sort`}
            legend={t('ui.precons.sort.label')}
            options={PRECONS_SORTS.map((v) => ({ value: v, label: t(`ui.precons.sort.${v}`) }))}
            value={draft.sort ?? 'recommend'}
            onChange={(v: PreconsSort) => set({ sort: v })}
          />
        </div>
        <footer className={styles.sheetFooter}>
          <Button shape="rounded" onClick={() => setDraft({ city: draft.city, sort: 'recommend' })}>
            {t('ui.precons.filter.reset')}
          </Button>
          <Button type="submit" color="primary" shape="rounded" disabled={inverted}>
            {t('ui.precons.filter.apply')}
          </Button>
        </footer>
      </form>
    </Popup>
  )
}
