import { type FeedbackType, feedbackTypeKey } from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import styles from './feedback.module.css'

/** The feedback's type as the spec names it (Suggestions, Bugs, Business enquiries). */
export function FeedbackTypeTag({ type }: { type: number }) {
  const { t } = useTranslation()
  return <span className={styles.tag}>{t(feedbackTypeKey(type as FeedbackType))}</span>
}
