import { type Key, type ReactNode, Suspense } from 'react'
import styles from './card-grid.module.css'

export interface CardGridProps<T> {
  items: readonly T[]
  keyOf: (item: T) => Key
  /** Draws one card; `index` 0 is the first (its picture is the screen's first to load). */
  children: (item: T, index: number) => ReactNode
  label?: string
}

/**
 * Cards in a list: one column on phones, two (48 % wide, 4 % apart) from tablet width. Each card is a boundary of its
 * own, so a list the server drew is taken over card by card in short tasks (React hydrates and commits each boundary
 * apart), not in one long task the phone cannot answer a tap during.
 */
export function CardGrid<T>({ items, keyOf, children, label }: CardGridProps<T>) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {items.map((item, index) => (
        <li key={keyOf(item)} className={styles.item}>
          <Suspense fallback={null}>{children(item, index)}</Suspense>
        </li>
      ))}
    </ul>
  )
}
