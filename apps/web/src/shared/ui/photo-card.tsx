import type { ReactNode } from 'react'
import { Link } from 'react-router'
import styles from './photo-card.module.css'

export interface PhotoCardProps {
  /** Where the card leads. */
  to: string
  /** The id of the card's heading, which names the card for screen readers. */
  headingId: string
  /** The picture filling the top, 16:10. */
  photo: ReactNode
  /** Small badges laid over the photo's top left corner. */
  badges?: ReactNode
  /** The text under the photo, inside the link. */
  children: ReactNode
  /** What follows the link inside the card, such as a prompt with its own buttons. */
  after?: ReactNode
  /** A control over the photo's top right corner, outside the link (a button inside a link is not allowed). */
  action?: ReactNode
}

/** A card in a list: a photo with badges and the text under it, all one link, and anything after it. */
export function PhotoCard({ to, headingId, photo, badges, children, after, action }: PhotoCardProps) {
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <Link to={to} className={styles.link}>
        <div className={styles.photo}>
          {photo}
          {badges ? <span className={styles.badges}>{badges}</span> : null}
        </div>
        {children}
      </Link>
      {action ? <div className={styles.action}>{action}</div> : null}
      {after}
    </article>
  )
}
