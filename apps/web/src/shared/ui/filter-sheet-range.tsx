import styles from './filter-sheet.module.css'

export interface FilterSheetRangeProps {
  id: string
  legend: string
  minLabel: string
  maxLabel: string
  /** What an empty box means, e.g. "No min". */
  minPlaceholder?: string
  maxPlaceholder?: string
  min: number | undefined
  max: number | undefined
  /** Why the range cannot apply, shown under it; null when it is fine. */
  problem: string | null
  onChange: (min: number | undefined, max: number | undefined) => void
  /** How a value reads in its box, e.g. with thousands separators ("1,200,000"); typing keeps only the digits. */
  formatValue?: (value: number) => string
}

const toNumber = (text: string): number | undefined => {
  const digits = text.replace(/\D/g, '')
  return digits ? Number(digits) : undefined
}

/** Minimum and maximum in whole units, as two labelled number fields. */
export function FilterSheetRange(props: FilterSheetRangeProps) {
  const { id, legend, min, max, problem, onChange, formatValue = String } = props
  const problemId = `${id}-problem`
  const field = (label: string, placeholder: string | undefined, value: number | undefined, isMin: boolean) => (
    <label className={styles.rangeField}>
      <span className={styles.rangeLabel}>{label}</span>
      <input
        className={styles.rangeInput}
        inputMode="numeric"
        placeholder={placeholder}
        value={value === undefined ? '' : formatValue(value)}
        aria-invalid={problem ? true : undefined}
        onChange={(event) => {
          const typed = toNumber(event.target.value)
          onChange(isMin ? typed : min, isMin ? max : typed)
        }}
      />
    </label>
  )
  return (
    <fieldset className={styles.group} aria-describedby={problem ? problemId : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.range}>
        {field(props.minLabel, props.minPlaceholder, min, true)}
        <span aria-hidden="true" className={styles.rangeDash}>
          –
        </span>
        {field(props.maxLabel, props.maxPlaceholder, max, false)}
      </div>
      {problem ? (
        <p id={problemId} className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
    </fieldset>
  )
}
