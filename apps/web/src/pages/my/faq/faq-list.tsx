import { useTranslation } from 'react-i18next'
import { FaqListScreen } from '../../../features/faq/index.ts'

/** /pages/my/faq/faq-list?q=: the FAQ by topic, with search. */
export default function FaqListPage() {
  const { t } = useTranslation()
  return <FaqListScreen title={t('route.faq-list')} />
}
