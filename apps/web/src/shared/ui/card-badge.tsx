import styles from './photo-card.module.css'

/** Green for available, red for sold or leased, orange for recommended, grey for the rest. */
export type CardBadgeTone = 'success' | 'error' | 'info' | 'accent' | 'muted'

/** A status pill over a card's photo or beside a detail's title. */
export function CardBadge({ label, tone }: { label: string; tone: CardBadgeTone }) {
  return (
    <span className={styles.badge} data-tone={tone}>
      {label}
    </span>
  )
}
