import { type Contract, contractToday, daysUntil, formatLeaseDate } from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { currentLocale } from '../../shared/i18n/i18n.ts'
import { contractDetailPath } from './contract-paths.ts'
import styles from './contracts.module.css'

/** A contract in the list: its address, renew/end date with the days left (or ended), and for agents the tenant. */
export function ContractRow({ contract: c, now }: { contract: Contract; now: Date }) {
  const { t } = useTranslation()
  const left = daysUntil(c.endDate, contractToday(now, c.province))
  const soon = left >= 0 && left <= 60
  return (
    <Link to={contractDetailPath(c.id)} className={styles.row}>
      <span className={styles.rowAddress}>{c.address}</span>
      <span className={styles.rowMeta}>
        <span>{t('contract.list.ends', { date: formatLeaseDate(c.endDate, currentLocale()) })}</span>
        <span className={left < 0 ? styles.ended : soon ? styles.soon : styles.later}>
          {left < 0 ? t('contract.list.ended') : t('contract.list.daysLeft', { days: left })}
        </span>
      </span>
      {c.role === 'agent' ? (
        <span className={styles.rowMeta}>{t('contract.list.issuedTo', { name: c.tenant.name })}</span>
      ) : null}
    </Link>
  )
}
