import styles from './filter-sheet.module.css'

interface ChipOption<T extends string> {
  value: T
  label: string
}

export interface FilterSheetChipsProps<T extends string> {
  name: string
  legend: string
  options: readonly ChipOption<T>[]
  value: T
  onChange: (value: T) => void
}

/** One choice out of a few, as native radio buttons drawn as chips (keyboard and screen readers work). */
export function FilterSheetChips<T extends string>({
  name,
  legend,
  options,
  value,
  onChange,
}: FilterSheetChipsProps<T>) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.chips}>
        {options.map((option) => {
          const id = `${name}-${option.value}`
          return (
            <div key={option.value} className={styles.chip} data-checked={option.value === value}>
              <input
                id={id}
                className={styles.chipInput}
                type="radio"
                name={name}
                value={option.value}
                checked={option.value === value}
                onChange={() => onChange(option.value)}
              />
              <label htmlFor={id} className={styles.chipLabel}>
                {option.label}
              </label>
            </div>
          )
        })}
      </div>
    </fieldset>
  )
}
