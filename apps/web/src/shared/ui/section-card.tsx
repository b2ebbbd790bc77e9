import type { ReactNode } from 'react'
import styles from './section-card.module.css'

export interface SectionCardProps {
  title: ReactNode
  /** Names the section after its title for screen readers. */
  titleId?: string
  children: ReactNode
}

/** A titled white card in a detail screen. */
export function SectionCard({ title, titleId, children }: SectionCardProps) {
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.title}>
        {title}
      </h3>
      {children}
    </section>
  )
}
