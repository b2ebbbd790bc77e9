import { Button } from 'antd-mobile'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { EmptyState } from '../../../shared/ui/empty-state.tsx'
import { useLeadQuestionSlot } from '../../../shared/ui/lead-slot.ts'
import { PageLoading } from '../../../shared/ui/loading.tsx'
import { Page } from '../../../shared/ui/page.tsx'
import { useConversation } from '../use-conversation.ts'
import { ChatConversation } from './chat-conversation.tsx'
import styles from './chat-screen.module.css'

const ListIcon = () => (
  <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
    <path d="M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01" strokeLinecap="round" />
  </svg>
)
const PlusIcon = () => (
  <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
    <path d="M12 5v14M5 12h14" strokeLinecap="round" />
  </svg>
)

/** chat/chat: the whole screen for one conversation, with the way to the others and to a new one. */
export function ChatScreen({ title }: { title: string }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const { id, messages, failed, retry, startNew } = useConversation(params.get('session'))
  // In an agent's own app, the assistant hands the conversation to her (her lead), once there is something to hand
  // over: a question in it, from the moment it is asked.
  const [asked, setAsked] = useState<{ id: string; question: string } | null>(null)
  const firstAsked = id && asked?.id === id ? asked.question.replace(/\s+/g, ' ').slice(0, 120) : null
  const onFirstQuestion = useCallback((question: string) => id && setAsked({ id, question }), [id])
  const handOff = useLeadQuestionSlot(
    id && firstAsked ? { kind: 'chat', chatId: id, subject: t('lead.kind.chat'), summary: firstAsked } : null,
  )
  const open = (next: string) => void navigate(`/pages/chat/chat?session=${encodeURIComponent(next)}`)

  const right = (
    <span className={styles.headerActions}>
      <Link className={styles.headerButton} to="/pages/chat/sessions" aria-label={t('ui.chat.sessions')}>
        <ListIcon />
      </Link>
      <button
        type="button"
        className={styles.headerButton}
        aria-label={t('ui.chat.new')}
        onClick={() => void startNew().then(open)}
      >
        <PlusIcon />
      </button>
    </span>
  )

  return (
    <Page title={title} right={right} fullWidth>
      <div className={styles.screen}>
        {handOff && !failed ? <div className={styles.handOff}>{handOff}</div> : null}
        {failed ? (
          <EmptyState
            variant="disconnected"
            title={t('ui.chat.loadFailed')}
            action={
              <Button color="primary" shape="rounded" onClick={retry}>
                {t('ui.chat.retry')}
              </Button>
            }
          />
        ) : id && messages ? (
          <ChatConversation
            key={id}
            sessionId={id}
            initial={messages}
            onShowOnMap={() => void navigate(`/pages/map/map-chat?session=${encodeURIComponent(id)}`)}
            onFirstQuestion={onFirstQuestion}
          />
        ) : (
          <PageLoading />
        )}
      </div>
    </Page>
  )
}
