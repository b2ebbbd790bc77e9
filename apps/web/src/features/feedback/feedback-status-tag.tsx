import type { FeedbackStatus } from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import styles from './feedback.module.css'

export function FeedbackStatusTag({ status }: { status: FeedbackStatus }) {
  const { t } = useTranslation()
  const replied = status === 'replied'
  return (
    <span className={replied ? `${styles.tag} ${styles.tagReplied}` : styles.tag}>
      {t(replied ? 'feedback.status.replied' : 'feedback.status.open')}
    </span>
  )
}
