import { useTranslation } from 'react-i18next'
import { FaqDetailScreen } from '../../../features/faq/index.ts'

/** /pages/my/faq/faq-detail?id=: one question and its answer. */
export default function FaqDetailPage() {
  const { t } = useTranslation()
  return <FaqDetailScreen title={t('route.faq-detail')} />
}
