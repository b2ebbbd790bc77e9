import type { SearchListingsOutput } from '@maplenest/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ChatMapPanel } from '../../features/chat/index.ts'
import { ListingMapScreen } from '../../features/map/index.ts'

/** /pages/map/chatmap (and the legacy /pages/chat/chatmap): the full-width map with the conversation in a sheet. */
export default function ChatMapPage() {
  const { t } = useTranslation()
  const [search, setSearch] = useState<SearchListingsOutput | null>(null)
  const [inset, setInset] = useState(0)
  return (
    <ListingMapScreen
      title={t('route.chatmap')}
      fullWidth
      panel={<ChatMapPanel onSearch={setSearch} onMapInset={setInset} />}
      mapInset={inset}
      assistantSearch={search}
    />
  )
}
