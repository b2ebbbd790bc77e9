import { useTranslation } from 'react-i18next'
import { ListingMapScreen } from '../../features/map/index.ts'

/** /pages/map/map-chat: the map with a way into the assistant to ask about the area. */
export default function MapChatPage() {
  const { t } = useTranslation()
  return <ListingMapScreen title={t('route.map-chat')} chat />
}
