import type { Key, ReactNode } from 'react'
import styles from './card-grid.module.css'

export interface CardGridProps<T> {
  items: readonly T[]
  keyOf: (item: T) => Key
  children: (item: T) => ReactNode
  label?: string
}

/** Cards in a list: one column on phones, two (48 % wide, 4 % apart) from tablet width. */
export function CardGrid<T>({ items, keyOf, children, label }: CardGridProps<T>) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {items.map((item) => (
        <li key={keyOf(item)} className={styles.item}>
          {children(item)}
        </li>
      ))}
    </ul>
  )
}
