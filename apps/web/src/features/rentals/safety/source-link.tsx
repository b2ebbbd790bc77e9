import type { SourcedRule } from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import styles from '../rentals.module.css'

/** "Source: ontario.ca · checked 2026-11-28", opening the source in a new tab. */
function SourceLink({ rule }: { rule: SourcedRule }) {
  const { t } = useTranslation()
  return (
    <a href={rule.source} target="_blank" rel="noreferrer" className={styles.source}>
      {t('rental.rules.source')}: {new URL(rule.source).hostname} · {t('rental.rules.checked', { date: rule.checked })}
    </a>
  )
}

/** A rule's text with its source under it. */
export function SourcedItem({ rule }: { rule: SourcedRule }) {
  const { t } = useTranslation()
  return (
    <li>
      {t(rule.key)}
      <br />
      <SourceLink rule={rule} />
    </li>
  )
}
