import styles from './mortgage-form.module.css'

interface ChoiceOption<T extends string> {
  value: T
  label: string
  /** A line under the label, e.g. what a payment frequency means. */
  description?: string
}

export interface ChoiceGroupProps<T extends string> {
  id?: string
  legend: string
  options: readonly ChoiceOption<T>[]
  value?: T
  onChange?: (value: T) => void
  /** Two chips a row (short labels) or one option a row (with descriptions). */
  columns?: 1 | 2
  'aria-invalid'?: boolean
  'aria-describedby'?: string
}

/**
 * One choice out of a few, as native radio buttons drawn as chips: arrow keys, labels and screen readers work.
 * Each radio lies over its whole chip, so a tap anywhere on it chooses; a description is read after the name.
 */
export function ChoiceGroup<T extends string>({
  id,
  legend,
  options,
  value,
  onChange,
  columns = 2,
  ...aria
}: ChoiceGroupProps<T>) {
  return (
    <fieldset id={id} className={styles.choiceGroup} tabIndex={-1} {...aria}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={columns === 1 ? styles.choiceList : styles.choiceGrid}>
        {options.map((option) => {
          const inputId = `${id}-${option.value}`
          const descriptionId = option.description ? `${inputId}-description` : undefined
          return (
            <div
              key={option.value}
              className={option.description ? styles.choiceCard : styles.choiceChip}
              data-checked={option.value === value}
            >
              <input
                id={inputId}
                className={styles.choiceInput}
                type="radio"
                name={id}
                value={option.value}
                checked={option.value === value}
                onChange={() => onChange?.(option.value)}
                aria-describedby={descriptionId}
              />
              <label htmlFor={inputId} className={styles.choiceLabel}>
                {option.label}
              </label>
              {descriptionId ? (
                <span id={descriptionId} className={styles.choiceDescription}>
                  {option.description}
                </span>
              ) : null}
            </div>
          )
        })}
      </div>
    </fieldset>
  )
}
