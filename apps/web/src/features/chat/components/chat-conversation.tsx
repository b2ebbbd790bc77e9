import { useChat } from '@ai-sdk/react'
import type { SearchListingsOutput } from '@maplenest/core'
import { Button, Toast } from 'antd-mobile'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '../../../shared/api/api-error.ts'
import { type ChatMessage, lastSearchOf, textOf } from '../chat-message.ts'
import { chatFor, showConversation } from '../chat-store.ts'
import styles from './chat.module.css'
import { ToolCard } from './tool-cards.tsx'

export interface ChatConversationProps {
  sessionId: string
  /** The messages stored so far (the first time this conversation is shown in the tab). */
  initial: ChatMessage[]
  /** The map's panel: a smaller layout. */
  compact?: boolean
  /** Told of each search the assistant finishes (the map moves to it). */
  onSearch?: (search: SearchListingsOutput) => void
  /** Opens the conversation's last search on the map (the chat screen). */
  onShowOnMap?: () => void
  /** Told of the conversation's first question, as soon as it is asked or when a stored conversation opens. */
  onFirstQuestion?: (question: string) => void
}

const SUGGESTED = ['ui.chat.suggest.1', 'ui.chat.suggest.2', 'ui.chat.suggest.3', 'ui.chat.suggest.4'] as const

/**
 * A conversation with the assistant: the answers as they stream (words, cards, follow-up chips), copy and retry,
 * a box to ask in with send and stop, and suggested questions in the person's language to begin with.
 */
export function ChatConversation({
  sessionId,
  initial,
  compact,
  onSearch,
  onShowOnMap,
  onFirstQuestion,
}: ChatConversationProps) {
  const { t } = useTranslation()
  const chat = chatFor(sessionId, initial)
  const { messages, sendMessage, status, stop, error, regenerate, addToolApprovalResponse, clearError } = useChat({
    chat,
  })
  const [text, setText] = useState('')
  const end = useRef<HTMLDivElement | null>(null)
  const busy = status === 'submitted' || status === 'streaming'

  useEffect(() => showConversation(), [])
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new word or card scrolls the answer into view
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' })
  }, [messages, status])

  // Each finished search is told once, when its answer is complete.
  const told = useRef<string | null>(null)
  const last = messages.at(-1)
  useEffect(() => {
    if (!onSearch || busy || !last || last.role !== 'assistant') return
    const search = lastSearchOf(last)
    const key = `${last.id}:${last.parts.length}`
    if (search && told.current !== key) {
      told.current = key
      onSearch(search)
    }
  }, [last, busy, onSearch])

  const firstAsked = messages.find((m) => m.role === 'user')
  const firstQuestion = firstAsked ? textOf(firstAsked) : ''
  useEffect(() => {
    if (firstQuestion) onFirstQuestion?.(firstQuestion)
  }, [firstQuestion, onFirstQuestion])

  const ask = (question: string) => {
    const q = question.trim()
    if (!q || busy) return
    clearError()
    setText('')
    void sendMessage({ text: q })
  }

  const copy = async (message: ChatMessage) => {
    try {
      await navigator.clipboard.writeText(textOf(message))
      Toast.show({ content: t('ui.chat.copied') })
    } catch {
      Toast.show({ content: t('ui.chat.copyFailed') })
    }
  }

  const chips = (message: ChatMessage) =>
    message.parts.flatMap((p) => (p.type === 'data-suggestions' ? p.data.chips : []))

  return (
    <div className={compact ? styles.conversationCompact : styles.conversation}>
      <div className={styles.log} role="log" aria-live="polite" aria-label={t('ui.chat.conversation')}>
        {messages.length === 0 ? (
          <section className={styles.welcome} aria-labelledby={`suggested-${sessionId}`}>
            <p className={styles.intro}>{t('ui.chat.intro')}</p>
            <h2 id={`suggested-${sessionId}`} className={styles.suggestedTitle}>
              {t('ui.chat.suggested')}
            </h2>
            <ul className={styles.chips}>
              {SUGGESTED.map((key) => (
                <li key={key}>
                  <button type="button" className={styles.chip} onClick={() => ask(t(key))}>
                    {t(key)}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {messages.map((message, index) => {
          const isLast = index === messages.length - 1
          if (message.role === 'user')
            return (
              <div key={message.id} className={styles.user}>
                <span className={styles.srOnly}>{t('ui.chat.you')}: </span>
                <p className={styles.bubble}>{textOf(message)}</p>
              </div>
            )
          const streaming = isLast && busy
          const next = isLast && !busy ? chips(message) : []
          return (
            <article key={message.id} className={styles.assistant} aria-busy={streaming}>
              <span className={styles.srOnly}>{t('ui.chat.assistant')}: </span>
              {message.parts.map((part, i) =>
                // Parts only ever grow at the end of a message: their place is their identity.
                part.type === 'text' ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: parts are appended, never reordered
                  <p key={`${message.id}-${i}`} className={styles.answer}>
                    {part.text}
                  </p>
                ) : (
                  <ToolCard
                    // biome-ignore lint/suspicious/noArrayIndexKey: parts are appended, never reordered
                    key={`${message.id}-${i}`}
                    part={part}
                    onShowOnMap={onShowOnMap}
                    stacked={compact}
                    onApprove={(id, approved) => void addToolApprovalResponse({ id, approved })}
                  />
                ),
              )}
              {!streaming ? (
                <div className={styles.messageActions}>
                  <button type="button" className={styles.action} onClick={() => void copy(message)}>
                    {t('ui.chat.copy')}
                  </button>
                  {isLast ? (
                    <button type="button" className={styles.action} onClick={() => void regenerate()}>
                      {t('ui.chat.retry')}
                    </button>
                  ) : null}
                </div>
              ) : null}
              {next.length > 0 ? (
                <nav aria-label={t('ui.chat.followUps')}>
                  <ul className={styles.chips}>
                    {next.map((chip) => (
                      <li key={chip}>
                        <button type="button" className={styles.chip} onClick={() => ask(chip)}>
                          {chip}
                        </button>
                      </li>
                    ))}
                  </ul>
                </nav>
              ) : null}
            </article>
          )
        })}
        {status === 'submitted' ? (
          <p className={styles.thinking} role="status">
            {t('ui.chat.thinking')}
          </p>
        ) : null}
        {error ? (
          <div className={styles.error} role="alert">
            <span>{isApiError(error) && error.msg ? error.msg : t('ui.chat.failed')}</span>
            <Button size="small" fill="outline" shape="rounded" onClick={() => void regenerate()}>
              {t('ui.chat.retry')}
            </Button>
          </div>
        ) : null}
        <div ref={end} />
      </div>
      <form
        className={styles.composer}
        onSubmit={(event) => {
          event.preventDefault()
          ask(text)
        }}
      >
        <label className={styles.srOnly} htmlFor={`ask-${sessionId}`}>
          {t('ui.chat.input')}
        </label>
        <textarea
          id={`ask-${sessionId}`}
          className={styles.input}
          rows={1}
          maxLength={500}
          value={text}
          placeholder={t('ui.chat.placeholder')}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault()
              ask(text)
            }
          }}
        />
        {busy ? (
          <Button type="button" shape="rounded" className={styles.send} onClick={() => void stop()}>
            {t('ui.chat.stop')}
          </Button>
        ) : (
          <Button type="submit" color="primary" shape="rounded" className={styles.send} disabled={!text.trim()}>
            {t('ui.chat.send')}
          </Button>
        )}
      </form>
    </div>
  )
}
