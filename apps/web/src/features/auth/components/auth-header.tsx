import { BrandMark } from '../../../shared/ui/brand-mark.tsx'
import styles from '../auth.module.css'

/** Brand mark, heading and one line saying what the screen is for. */
export function AuthHeader({ heading, subtitle }: { heading: string; subtitle: string }) {
  return (
    <header className={styles.header}>
      <BrandMark size={52} />
      <h2 className={styles.heading}>{heading}</h2>
      <p className={styles.subtitle}>{subtitle}</p>
    </header>
  )
}
