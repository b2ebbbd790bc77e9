import styles from '../schools.module.css'

export interface ChipOption<V extends string> {
  value: V
  label: string
}

/** A row of toggle chips, one chosen; a labelled group for screen readers. */
export function Chips<V extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string
  options: readonly ChipOption<V>[]
  value: V
  onChange: (value: V) => void
}) {
  return (
    <fieldset className={styles.chipGroup} aria-label={label}>
      <legend className={styles.chipLegend}>{label}</legend>
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          className={styles.chip}
          aria-pressed={o.value === value}
          onClick={() => onChange(o.value)}
        >
          {o.label}
        </button>
      ))}
    </fieldset>
  )
}
