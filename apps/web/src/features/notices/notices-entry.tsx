import { Badge, List } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import a11y from '../../shared/ui/sr-only.module.css'
import { useNotices } from './api/get-notices.ts'
import { BellIcon } from './bell-icon.tsx'
import styles from './notices.module.css'

const NOTICES_PATH_WEB = '/pages/my/notices/notices'

/**
 * My's way into the notification centre, with the spec's notifyNum badge: the unread count, shown once the first
 * answer is in and only when there is something unread.
 */
export function NoticesEntry() {
  const { t } = useTranslation()
  const notices = useNotices()
  const unread = notices.data?.unread ?? 0
  // With unread notices the link is read as one phrase ("Notifications, 1 unread") from hidden text, the drawn
  // words and badge hidden from readers: no aria-label that could differ from what a sighted person sees.
  return (
    <List mode="card" className={styles.entry}>
      <Link to={NOTICES_PATH_WEB} className={styles.entryLink}>
        <List.Item
          prefix={<BellIcon size={22} />}
          arrowIcon
          extra={unread > 0 ? <Badge content={unread} aria-hidden /> : null}
        >
          {unread > 0 ? (
            <>
              <span aria-hidden>{t('ui.notices.entry')}</span>
              <span className={a11y.srOnly}>
                {`${t('ui.notices.entry')}, ${t('ui.notices.unreadBadge', { count: unread })}`}
              </span>
            </>
          ) : (
            t('ui.notices.entry')
          )}
        </List.Item>
      </Link>
    </List>
  )
}
