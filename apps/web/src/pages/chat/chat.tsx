import { useTranslation } from 'react-i18next'
import { ChatScreen } from '../../features/chat/index.ts'

/** /pages/chat/chat (chatnew and chatapp draw it too; chatold leads here): a conversation with the assistant. */
export default function ChatPage() {
  const { t } = useTranslation()
  return <ChatScreen title={t('route.chat')} />
}
