import type { SearchListingsOutput } from '@maplenest/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ChatMapPanel } from '../../features/chat/index.ts'
import { ListingMapScreen } from '../../features/map/index.ts'

/** /pages/map/map-chat: the map with the conversation in a sheet; the assistant's searches move the map. */
export default function MapChatPage() {
  const { t } = useTranslation()
  const [search, setSearch] = useState<SearchListingsOutput | null>(null)
  const [inset, setInset] = useState(0)
  return (
    <ListingMapScreen
      title={t('route.map-chat')}
      panel={<ChatMapPanel onSearch={setSearch} onMapInset={setInset} />}
      mapInset={inset}
      assistantSearch={search}
    />
  )
}
