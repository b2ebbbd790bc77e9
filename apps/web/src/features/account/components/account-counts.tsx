import type { MessageKey } from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import styles from '../account.module.css'
import { useCounts } from '../api/get-counts.ts'

interface Tile {
  label: MessageKey
  value: number | undefined
  to?: string
}

/** Favourites, appointments and unread notifications of the signed-in person; a dash until they are known. */
export function AccountCounts({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation()
  const { data } = useCounts(userId)
  const format = (n: number | undefined) => (n === undefined ? '–' : new Intl.NumberFormat(i18n.language).format(n))
  const tiles: Tile[] = [
    { label: 'ui.profile.my.favourites', value: data?.favourites, to: '/pages/collect/collect' },
    { label: 'ui.profile.my.appointments', value: data?.appointments, to: '/pages/my/appt/my-appt' },
    { label: 'ui.profile.my.notifications', value: data?.unreadNotifications },
  ]
  return (
    <section className={styles.counts} aria-label={t('ui.profile.my.counts')}>
      {tiles.map(({ label, value, to }) => {
        const body = (
          <>
            <span className={styles.countValue}>{format(value)}</span>{' '}
            <span className={styles.countLabel}>{t(label)}</span>
          </>
        )
        return to ? (
          <Link key={label} to={to} className={styles.count}>
            {body}
          </Link>
        ) : (
          <div key={label} className={styles.count}>
            {body}
          </div>
        )
      })}
    </section>
  )
}
