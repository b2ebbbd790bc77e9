import styles from './listing-detail.module.css'

export interface Fact {
  label: string
  value: string | null
}

/** A titled group of label–value rows; rows without a value are left out, a group without rows too. */
export function FactList({ title, facts }: { title: string; facts: readonly Fact[] }) {
  const shown = facts.filter((fact): fact is { label: string; value: string } => !!fact.value)
  if (shown.length === 0) return null
  return (
    <section className={styles.card}>
      <h3 className={styles.cardTitle}>{title}</h3>
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
