import type { ReactNode } from 'react'
import styles from './fact-list.module.css'
import { SectionCard } from './section-card.tsx'

export interface Fact {
  label: string
  /** Text or a small piece of markup such as links; null, undefined and '' mean the record has no value. */
  value: ReactNode
}

const hasValue = (fact: Fact) => fact.value !== null && fact.value !== undefined && fact.value !== ''

export interface FactListProps {
  title: string
  facts: readonly Fact[]
  /** A note under the rows. */
  children?: ReactNode
}

/** A titled card of label–value rows; rows without a value are left out, a card without rows too. */
export function FactList({ title, facts, children }: FactListProps) {
  const shown = facts.filter(hasValue)
  if (shown.length === 0) return null
  return (
    <SectionCard title={title}>
      <dl className={styles.facts}>
        {shown.map((fact) => (
          <div key={fact.label} className={styles.row}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {children}
    </SectionCard>
  )
}
