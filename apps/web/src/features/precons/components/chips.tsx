import styles from '../precons.module.css'

export interface ChipOption<T extends string> {
  value: T
  label: string
}

/** One choice out of a few, as native radio buttons drawn as chips (keyboard and screen readers work). */
export function Chips<T extends string>(props: {
  name: string
  legend: string
  options: readonly ChipOption<T>[]
  value: T
  onChange: (value: T) => void
}) {
  const { name, legend, options, value, onChange } = props
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
