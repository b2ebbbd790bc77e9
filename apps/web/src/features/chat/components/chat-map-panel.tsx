import type { SearchListingsOutput } from '@maplenest/core'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { useUnreadAnswers } from '../../../shared/storage/unread-answers.ts'
import { DragSheet } from '../../../shared/ui/drag-sheet.tsx'
import { ChatIcon } from '../../../shared/ui/icons.tsx'
import { PageLoading } from '../../../shared/ui/loading.tsx'
import type { SheetHeights, SheetPosition } from '../../../shared/ui/sheet-snap.ts'
import { useConversation } from '../use-conversation.ts'
import { ChatConversation } from './chat-conversation.tsx'
import styles from './chat-map-panel.module.css'
import { mapChatSheetHeights, mapInsetFor } from './map-chat-sheet-heights.ts'

interface ChatMapPanelProps {
  onSearch: (search: SearchListingsOutput) => void
  /** Told how much of the stage's bottom the map should leave to the conversation (0 while it is hidden). */
  onMapInset?: (pixels: number) => void
}

const HANDLE_LABELS = {
  peek: 'ui.chat.sheet.toPeek',
  half: 'ui.chat.sheet.toHalf',
  full: 'ui.chat.sheet.toFull',
} as const

/**
 * The conversation in a sheet over the map (map/map-chat, map/chatmap), dragged between peek, half and full; the
 * map keeps the stage above where it rests. It can be hidden and shown again; answers that finish while it is hidden
 * are counted as unread. Each search it finishes is handed to the map.
 */
export function ChatMapPanel({ onSearch, onMapInset }: ChatMapPanelProps) {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const { id, messages } = useConversation(params.get('session'))
  const [open, setOpen] = useState(true)
  const [position, setPosition] = useState<SheetPosition>('half')
  const [heights, setHeights] = useState<SheetHeights | null>(null)
  const unread = useUnreadAnswers()

  const inset = open && heights ? mapInsetFor(heights, position) : 0
  useEffect(() => onMapInset?.(inset), [inset, onMapInset])

  if (!open)
    return (
      <button type="button" className={styles.toggle} data-map-overlay="" onClick={() => setOpen(true)}>
        <ChatIcon size={20} />
        {t('ui.chat.panel.open')}
        {unread > 0 ? (
          <span className={styles.badge} role="status" aria-label={t('ui.chat.panel.unread', { count: unread })}>
            {unread}
          </span>
        ) : null}
      </button>
    )
  return (
    <DragSheet
      heightsFor={mapChatSheetHeights}
      position={position}
      onPosition={setPosition}
      onHeights={setHeights}
      label={t('ui.chat.conversation')}
      handleLabel={(next) => t(HANDLE_LABELS[next])}
      hint={t('ui.chat.sheet.hint')}
      aside={
        <button type="button" className={styles.close} onClick={() => setOpen(false)}>
          {t('ui.chat.panel.close')}
        </button>
      }
    >
      {id && messages ? (
        <ChatConversation key={id} sessionId={id} initial={messages} compact onSearch={onSearch} />
      ) : (
        <PageLoading />
      )}
    </DragSheet>
  )
}
