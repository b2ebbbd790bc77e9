import { List } from 'antd-mobile'
import { type ReactNode, useId } from 'react'
import styles from './settings.module.css'

/** One part of Settings: its heading, then a card of rows (and anything after it, such as a group of choices). */
export function SettingsSection({
  heading,
  rows,
  children,
}: {
  heading: string
  rows: ReactNode
  children?: ReactNode
}) {
  const id = useId()
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.sectionHeading}>
        {heading}
      </h2>
      <List mode="card" className={styles.list}>
        {rows}
      </List>
      {children}
    </section>
  )
}
