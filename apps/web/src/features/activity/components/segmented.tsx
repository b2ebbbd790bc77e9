import a11y from '../../../shared/ui/sr-only.module.css'
import styles from '../activity.module.css'

/** A row of choices, one pressed at a time (the type filter, the period). */
export function Segmented<T extends string>({
  legend,
  value,
  options,
  label,
  onChange,
}: {
  legend: string
  value: T
  options: readonly T[]
  label: (option: T) => string
  onChange: (option: T) => void
}) {
  return (
    <fieldset className={styles.filters}>
      <legend className={a11y.srOnly}>{legend}</legend>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          className={styles.filter}
          aria-pressed={option === value}
          onClick={() => onChange(option)}
        >
          {label(option)}
        </button>
      ))}
    </fieldset>
  )
}
