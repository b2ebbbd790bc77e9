import type { PreconsSummary } from '@maplenest/core'
import { Skeleton } from 'antd-mobile'
import styles from '../precons.module.css'
import { PreconsCard } from './precons-card.tsx'

/** Project cards: one column on phones, two (48 % wide, 4 % apart) from tablet width. */
export function PreconsGrid({
  items,
  share,
  label,
}: {
  items: readonly PreconsSummary[]
  share?: boolean
  label?: string
}) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {items.map((project) => (
        <li key={project.id} className={styles.gridItem}>
          <PreconsCard project={project} share={share} />
        </li>
      ))}
    </ul>
  )
}

/** Grey cards in the place of the first page while it loads. */
export function PreconsGridSkeleton({ label, count = 4 }: { label: string; count?: number }) {
  return (
    <div role="status" aria-live="polite">
      <span className={styles.hidden}>{label}</span>
      <ul className={styles.grid} aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders with no identity of their own
          <li key={i} className={styles.gridItem}>
            <div className={styles.skeleton}>
              <Skeleton animated className={styles.skeletonPhoto} />
              <div className={styles.skeletonBody}>
                <Skeleton.Paragraph lineCount={3} animated />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  )
}
