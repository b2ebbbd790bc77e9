import type { ListingSummary, VowAccess } from '@maplenest/core'
import { ListingCard } from './listing-card.tsx'
import styles from './listing-grid.module.css'

export interface ListingGridProps {
  items: readonly ListingSummary[]
  vow?: VowAccess
  onVowAccepted?: () => void
  share?: boolean
  label?: string
}

/** Listing cards: one column on phones, two (48 % wide, 4 % apart) from tablet width. */
export function ListingGrid({ items, vow, onVowAccepted, share, label }: ListingGridProps) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {items.map((listing) => (
        <li key={listing.mlNum} className={styles.item}>
          <ListingCard listing={listing} vow={vow} onVowAccepted={onVowAccepted} share={share} />
        </li>
      ))}
    </ul>
  )
}
