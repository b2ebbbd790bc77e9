import { useTranslation } from 'react-i18next'
import { AiGuideScreen } from '../../features/chat/index.ts'

/** /pages/ai/ai: what the assistant can do, with examples in both languages. */
export default function AiPage() {
  const { t } = useTranslation()
  return <AiGuideScreen title={t('route.ai')} />
}
