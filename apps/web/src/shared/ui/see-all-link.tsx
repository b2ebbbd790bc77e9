import { Link } from 'react-router'
import styles from './card-grid.module.css'

/** The wide "see all" link under a few cards, leading to the whole list. */
export function SeeAllLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className={styles.seeAll}>
      {label}
    </Link>
  )
}
