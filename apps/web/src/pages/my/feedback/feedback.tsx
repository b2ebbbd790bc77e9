import { useTranslation } from 'react-i18next'
import { FeedbackFormScreen } from '../../../features/feedback/index.ts'

/** /pages/my/feedback/feedback: send a suggestion, a bug or a business inquiry, with images. */
export default function FeedbackPage() {
  const { t } = useTranslation()
  return <FeedbackFormScreen title={t('route.feedback')} />
}
