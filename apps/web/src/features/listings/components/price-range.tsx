import { useTranslation } from 'react-i18next'
import styles from './filter-sheet.module.css'

export interface PriceRangeProps {
  id: string
  legend: string
  min: number | undefined
  max: number | undefined
  problem: string | null
  onChange: (min: number | undefined, max: number | undefined) => void
}

const toNumber = (text: string): number | undefined => {
  const digits = text.replace(/\D/g, '')
  return digits ? Number(digits) : undefined
}

/** Minimum and maximum in whole dollars, as two labelled number fields. */
export function PriceRange({ id, legend, min, max, problem, onChange }: PriceRangeProps) {
  const { t } = useTranslation()
  const problemId = `${id}-problem`
  return (
    <fieldset className={styles.group} aria-describedby={problem ? problemId : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.range}>
        <label className={styles.rangeField}>
          <span className={styles.rangeLabel}>{t('ui.listing.filter.min')}</span>
          <input
            className={styles.rangeInput}
            inputMode="numeric"
            placeholder={t('ui.listing.filter.noMin')}
            value={min ?? ''}
            aria-invalid={problem ? true : undefined}
            onChange={(event) => onChange(toNumber(event.target.value), max)}
          />
        </label>
        <span aria-hidden="true" className={styles.rangeDash}>
          –
        </span>
        <label className={styles.rangeField}>
          <span className={styles.rangeLabel}>{t('ui.listing.filter.max')}</span>
          <input
            className={styles.rangeInput}
            inputMode="numeric"
            placeholder={t('ui.listing.filter.noMax')}
            value={max ?? ''}
            aria-invalid={problem ? true : undefined}
            onChange={(event) => onChange(min, toNumber(event.target.value))}
          />
        </label>
      </div>
      {problem ? (
        <p id={problemId} className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
    </fieldset>
  )
}
