import type { SearchListingsOutput } from '@maplenest/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ChatMapPanel } from '../../features/chat/index.ts'
import { ListingMapScreen } from '../../features/map/index.ts'

/** /pages/map/map-chat: the map with the conversation in a panel; the assistant's searches move the map. */
export default function MapChatPage() {
  const { t } = useTranslation()
  const [search, setSearch] = useState<SearchListingsOutput | null>(null)
  return (
    <ListingMapScreen
      title={t('route.map-chat')}
      panel={<ChatMapPanel onSearch={setSearch} />}
      assistantSearch={search}
    />
  )
}
