import type { ReactNode } from 'react'
import styles from './mortgage-result.module.css'

export interface ResultRowProps {
  label: string
  value: string
  /** Lines under the label, e.g. how the figure is worked out. */
  note?: string | readonly string[]
  /** The yuan equivalent, under the value. */
  cny?: ReactNode
  /** 'total': a sum; 'credit': a rebate or exemption that is taken off; 'highlight': the figure to remember. */
  tone?: 'plain' | 'total' | 'credit' | 'highlight'
}

/** One label and amount of a result card; goes inside a `<dl>`. */
export function ResultRow({ label, value, note, cny, tone = 'plain' }: ResultRowProps) {
  const notes = note === undefined ? [] : typeof note === 'string' ? [note] : note
  return (
    <div className={styles.row} data-tone={tone}>
      <dt className={styles.rowLabel}>
        {label}
        {notes.map((line) => (
          <span key={line} className={styles.rowNote}>
            {line}
          </span>
        ))}
      </dt>
      <dd className={styles.rowValue}>
        <span className={styles.amount}>{value}</span>
        {cny}
      </dd>
    </div>
  )
}
