import { useTranslation } from 'react-i18next'
import { FeedbackDetailScreen } from '../../../features/feedback/index.ts'

/** /pages/my/feedback/feedback-detail?id=: one feedback and our reply. */
export default function FeedbackDetailPage() {
  const { t } = useTranslation()
  return <FeedbackDetailScreen title={t('route.feedback-detail')} />
}
