import styles from './project-price.module.css'
import { usePreconsFormat } from './use-precons-format.ts'

/**
 * A pre-construction price in dollars ("From $599,900", a range, a layout's price) with its yuan under it where the
 * person shows yuan; a range (`maxAmount` given) shows the yuan of both ends.
 */
export function ProjectPrice({ text, amount, maxAmount }: { text: string; amount: number; maxAmount?: number }) {
  const f = usePreconsFormat()
  const cny = maxAmount === undefined ? f.cny(amount) : f.cnyRange(amount, maxAmount)
  return (
    <>
      <p className={styles.price}>{text}</p>
      {cny === null ? null : <p className={styles.cny}>{cny}</p>}
    </>
  )
}
