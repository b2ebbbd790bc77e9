import type { ReactNode } from 'react'
import { useDetailCover } from './detail-cover.ts'
import styles from './photo-gallery.module.css'

/** The 4:3 box at the top of a detail screen (at most 56 % of the height) that a photo, plan or gallery fills. */
export function PhotoFrame({ label, children }: { label?: string; children: ReactNode }) {
  // The detail header floats over this box and turns solid once it has scrolled away.
  const cover = useDetailCover()
  if (label) {
    return (
      <section ref={cover} className={styles.frame} aria-label={label}>
        {children}
      </section>
    )
  }
  return (
    <div ref={cover} className={styles.frame}>
      {children}
    </div>
  )
}
