import type { ReactNode } from 'react'
import styles from '../precons.module.css'

export interface Fact {
  label: string
  value: ReactNode
}

/** A titled card of label–value rows; rows without a value are left out. */
export function FactList({ title, facts }: { title: string; facts: readonly Fact[] }) {
  const shown = facts.filter((fact) => fact.value !== null && fact.value !== undefined && fact.value !== '')
  return (
    <section className={styles.section}>
      <h3 className={styles.sectionTitle}>{title}</h3>
      <dl className={styles.facts}>
        {shown.map((fact) => (
          <div key={fact.label} className={styles.factRow}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
