import styles from './project-price.module.css'
import { usePreconsFormat } from './use-precons-format.ts'

/** A pre-construction price in dollars ("From $599,900", a range, a layout's price) with its yuan under it. */
export function ProjectPrice({ text, amount }: { text: string; amount: number }) {
  const f = usePreconsFormat()
  return (
    <>
      <p className={styles.price}>{text}</p>
      <p className={styles.cny}>{f.cny(amount)}</p>
    </>
  )
}
