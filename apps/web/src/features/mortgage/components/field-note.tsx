import type { ReactNode } from 'react'
import styles from './mortgage-form.module.css'

/** Under a field: what is wrong with it, then its hint. The field points here with `aria-describedby`. */
export function FieldNote({ id, hint, error }: { id: string; hint?: ReactNode; error: string | null }) {
  return (
    <span id={id} className={styles.note}>
      {error ? <span className={styles.error}>{error}</span> : null}
      {hint ? <span className={styles.hint}>{hint}</span> : null}
    </span>
  )
}
