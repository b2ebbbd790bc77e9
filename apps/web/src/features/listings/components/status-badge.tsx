import type { StatusBadge as Tone } from '@maplenest/core'
import styles from './listing-card.module.css'

/** The status badge of a listing: available success, sold or leased error, other unavailable info (spec §4). */
export function StatusBadge({ label, tone }: { label: string; tone: Tone }) {
  return (
    <span className={styles.badge} data-tone={tone}>
      {label}
    </span>
  )
}
