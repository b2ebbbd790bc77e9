import { useTranslation } from 'react-i18next'
import { ListingMapScreen } from '../../features/map/index.ts'

/** /pages/map/chatmap (and the legacy /pages/chat/chatmap): full-width map with a way into the assistant. */
export default function ChatMapPage() {
  const { t } = useTranslation()
  return <ListingMapScreen title={t('route.chatmap')} chat fullWidth />
}
