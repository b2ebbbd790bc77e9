import { useTranslation } from 'react-i18next'
import { SessionsScreen } from '../../features/chat/index.ts'

/** /pages/chat/sessions: past conversations, newest first, to open, rename or delete. */
export default function ChatSessionsPage() {
  const { t } = useTranslation()
  return <SessionsScreen title={t('route.chat-sessions')} />
}
