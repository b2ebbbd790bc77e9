import { useTranslation } from 'react-i18next'
import { FeedbackListScreen } from '../../../features/feedback/index.ts'

/** /pages/my/feedback/feedback-list: the person's feedback with our replies. */
export default function FeedbackListPage() {
  const { t } = useTranslation()
  return <FeedbackListScreen title={t('route.feedback-list')} />
}
