import type { ReactNode } from 'react'
import styles from './photo-gallery.module.css'

/** The 4:3 box at the top of a detail screen (at most 56 % of the height) that a photo, plan or gallery fills. */
export function PhotoFrame({ label, children }: { label?: string; children: ReactNode }) {
  if (label) {
    return (
      <section className={styles.frame} aria-label={label}>
        {children}
      </section>
    )
  }
  return <div className={styles.frame}>{children}</div>
}
