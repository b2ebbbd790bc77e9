import type { SearchListingsOutput } from '@maplenest/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { useUnreadAnswers } from '../../../shared/storage/unread-answers.ts'
import { ChatIcon } from '../../../shared/ui/icons.tsx'
import { PageLoading } from '../../../shared/ui/loading.tsx'
import { useConversation } from '../use-conversation.ts'
import { ChatConversation } from './chat-conversation.tsx'
import styles from './chat-map-panel.module.css'

/**
 * The conversation in a panel over the map (map/map-chat, map/chatmap): it can be hidden and shown again; answers
 * that finish while it is hidden are counted as unread. Each search it finishes is handed to the map.
 */
export function ChatMapPanel({ onSearch }: { onSearch: (search: SearchListingsOutput) => void }) {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const { id, messages } = useConversation(params.get('session'))
  const [open, setOpen] = useState(true)
  const unread = useUnreadAnswers()

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
    <section className={styles.panel} data-map-overlay="" aria-label={t('ui.chat.conversation')}>
      <button type="button" className={styles.close} onClick={() => setOpen(false)}>
        {t('ui.chat.panel.close')}
      </button>
      <div className={styles.body}>
        {id && messages ? (
          <ChatConversation key={id} sessionId={id} initial={messages} compact onSearch={onSearch} />
        ) : (
          <PageLoading />
        )}
      </div>
    </section>
  )
}
