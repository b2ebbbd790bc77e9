import { type ReactNode, useId } from 'react'
import styles from './mortgage-result.module.css'

/** A white card with a heading, for one part of the result. */
export function ResultSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.cardTitle}>
        {title}
      </h2>
      {children}
    </section>
  )
}
