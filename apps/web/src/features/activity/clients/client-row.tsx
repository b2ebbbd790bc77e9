import { type Client, formatListingDate, formatRelativeTime } from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { currentLocale } from '../../../shared/i18n/i18n.ts'
import styles from '../activity.module.css'
import { userDetailsPath } from '../activity-paths.ts'

/** First letters of a name, for a client without a photo. */
const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => [...w][0])
    .join('')
    .toUpperCase()

/** One client: photo, name and type, how and when they joined, when last active, and their actions. */
export function ClientRow({ client, actionsLabel }: { client: Client; actionsLabel: string }) {
  const { t } = useTranslation()
  const locale = currentLocale()
  const name = client.name || t('ui.clients.unnamed')
  return (
    <Link className={styles.row} to={userDetailsPath(client.userId)}>
      <span className={styles.avatar} aria-hidden="true">
        {client.avatar ? <img src={client.avatar} alt="" /> : initials(name)}
      </span>
      <span className={styles.who}>
        <p className={styles.name}>
          {name}
          {client.type !== 'user' ? <span className={styles.badge}>{t(`ui.clients.type.${client.type}`)}</span> : null}
        </p>
        <p className={styles.meta}>
          {t('ui.clients.joined', {
            date: formatListingDate(client.since, locale),
            source: t(`ui.clients.source.${client.source}`),
          })}
        </p>
        <p className={styles.meta}>
          {client.lastActiveAt
            ? t('ui.clients.lastActive', { when: formatRelativeTime(client.lastActiveAt, new Date(), locale) })
            : t('ui.clients.neverActive')}
        </p>
      </span>
      <span className={styles.count}>
        <strong>{client.actions}</strong>
        {actionsLabel}
      </span>
    </Link>
  )
}
