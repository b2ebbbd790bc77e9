import { Link } from 'react-router'
import styles from './share-banner.module.css'

/** Shared pages: a line on what the app adds, and a button that opens it. */
export function ShareBanner({ text, openLabel }: { text: string; openLabel: string }) {
  return (
    <aside className={styles.banner} aria-label={openLabel}>
      <p className={styles.text}>{text}</p>
      <Link to="/" className={styles.open}>
        {openLabel}
      </Link>
    </aside>
  )
}
