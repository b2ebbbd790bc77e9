import type { InputHTMLAttributes, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import styles from '../rentals.module.css'

interface Common {
  /** The id of the control; its message is `${id}-error`, its hint `${id}-hint`. */
  id: string
  label: string
  error?: string | undefined
  hint?: ReactNode
  optional?: boolean
}

const describedBy = (id: string, error?: string, hint?: ReactNode) =>
  [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined

function Label({ label, optional }: { label: string; optional?: boolean | undefined }) {
  const { t } = useTranslation()
  return (
    <span className={styles.label}>
      {label}
      {optional ? <span className={styles.optional}> {t('ui.rentals.form.optional')}</span> : null}
    </span>
  )
}

function Below({ id, error, hint }: { id: string; error?: string | undefined; hint?: ReactNode }) {
  return (
    <>
      {hint ? (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className={styles.error}>
          {error}
        </span>
      ) : null}
    </>
  )
}

/** A labelled one-line input with its message under it. */
export function TextField(
  props: Common & {
    value: string
    onChange: (value: string) => void
  } & Pick<
      InputHTMLAttributes<HTMLInputElement>,
      'type' | 'inputMode' | 'autoComplete' | 'placeholder' | 'min' | 'max'
    >,
) {
  const { id, label, error, hint, optional, value, onChange, ...input } = props
  return (
    <div className={styles.field}>
      <label htmlFor={id}>
        <Label label={label} optional={optional} />
      </label>
      <input
        id={id}
        className={styles.input}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        onChange={(e) => onChange(e.target.value)}
        {...input}
      />
      <Below id={id} error={error} hint={hint} />
    </div>
  )
}

/** A labelled text area. */
export function TextArea(
  props: Common & { value: string; onChange: (value: string) => void; placeholder?: string; rows?: number },
) {
  const { id, label, error, hint, optional, value, onChange, placeholder, rows = 3 } = props
  return (
    <div className={styles.field}>
      <label htmlFor={id}>
        <Label label={label} optional={optional} />
      </label>
      <textarea
        id={id}
        className={styles.textarea}
        rows={rows}
        value={value}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        onChange={(e) => onChange(e.target.value)}
      />
      <Below id={id} error={error} hint={hint} />
    </div>
  )
}

/** A labelled native select: the phone's own picker, fully accessible. */
export function SelectField<V extends string>(
  props: Common & { value: V | ''; onChange: (value: V | '') => void; options: readonly { value: V; label: string }[] },
) {
  const { t } = useTranslation()
  const { id, label, error, hint, optional, value, onChange, options } = props
  return (
    <div className={styles.field}>
      <label htmlFor={id}>
        <Label label={label} optional={optional} />
      </label>
      <select
        id={id}
        className={styles.select}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        onChange={(e) => onChange(e.target.value as V | '')}
      >
        <option value="">{t('ui.rentals.form.choose')}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <Below id={id} error={error} hint={hint} />
    </div>
  )
}

/** One choice of a few, as pills (radio buttons in a fieldset named by its legend). */
export function ChipChoice<V extends string>(
  props: Common & { value: V | ''; onChange: (value: V) => void; options: readonly { value: V; label: string }[] },
) {
  const { id, label, error, hint, optional, value, onChange, options } = props
  return (
    <fieldset className={`${styles.field} ${styles.group}`} aria-describedby={describedBy(id, error, hint)}>
      <legend>
        <Label label={label} optional={optional} />
      </legend>
      <div className={styles.chips}>
        {options.map((o, n) => (
          <label key={o.value} className={styles.chip}>
            <input
              id={n === 0 ? id : undefined}
              type="radio"
              name={id}
              value={o.value}
              checked={value === o.value}
              aria-invalid={error ? true : undefined}
              onChange={() => onChange(o.value)}
            />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
      <Below id={id} error={error} hint={hint} />
    </fieldset>
  )
}

/** Several choices, as pills (checkboxes in a fieldset). */
export function ChipChecks<V extends string>(
  props: Common & {
    value: readonly V[]
    onChange: (value: V[]) => void
    options: readonly { value: V; label: string }[]
  },
) {
  const { id, label, error, hint, optional, value, onChange, options } = props
  const toggle = (v: V) => onChange(value.includes(v) ? value.filter((x) => x !== v) : [...value, v])
  return (
    <fieldset className={`${styles.field} ${styles.group}`} aria-describedby={describedBy(id, error, hint)}>
      <legend>
        <Label label={label} optional={optional} />
      </legend>
      <div className={styles.chips}>
        {options.map((o, n) => (
          <label key={o.value} className={styles.chip}>
            <input
              id={n === 0 ? id : undefined}
              type="checkbox"
              value={o.value}
              checked={value.includes(o.value)}
              onChange={() => toggle(o.value)}
            />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
      <Below id={id} error={error} hint={hint} />
    </fieldset>
  )
}

/** A yes/no question as a labelled checkbox across the row. */
export function ToggleField(props: { id: string; label: string; checked: boolean; onChange: (v: boolean) => void }) {
  const { id, label, checked, onChange } = props
  return (
    <label className={styles.toggle} htmlFor={id}>
      <span>{label}</span>
      <input id={id} type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
    </label>
  )
}
