import { formatDateTime, type Notice, noticeLink } from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { currentLocale } from '../../shared/i18n/i18n.ts'
import styles from './notices.module.css'

/** One notice: unread dot, title, body and time; tapping it marks it read and opens what it is about. */
export function NoticeRow({ notice, onOpen }: { notice: Notice; onOpen: (notice: Notice) => void }) {
  const { t } = useTranslation()
  const link = noticeLink(notice.kind, notice.params)
  const unread = !notice.readAt
  const className = `${styles.row} ${unread ? '' : styles.read}`
  const content = (
    <>
      {unread ? <span className={styles.dot} role="img" aria-label={t('ui.notices.unread')} /> : null}
      <p className={styles.title}>{notice.title}</p>
      <p className={styles.body}>{notice.body}</p>
      <p className={styles.time}>
        <time dateTime={notice.createdAt}>{formatDateTime(notice.createdAt, currentLocale())}</time>
      </p>
    </>
  )
  return link ? (
    <Link to={link} className={className} onClick={() => onOpen(notice)}>
      {content}
    </Link>
  ) : (
    <button type="button" className={`${className} ${styles.rowButton}`} onClick={() => onOpen(notice)}>
      {content}
    </button>
  )
}
