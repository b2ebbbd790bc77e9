import { Skeleton } from 'antd-mobile'
import styles from './card-grid.module.css'

/** Grey cards in the place of the first page of a card grid while it loads. */
export function CardGridSkeleton({ label, count = 4 }: { label: string; count?: number }) {
  return (
    <div role="status" aria-live="polite">
      <span className={styles.hidden}>{label}</span>
      <ul className={styles.grid} aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders with no identity of their own
          <li key={i} className={styles.item}>
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
