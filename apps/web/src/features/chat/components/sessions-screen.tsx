import type { ChatSession } from '@maplenest/core'
import { Button, Dialog, Input, Toast } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { currentLocale } from '../../../shared/i18n/i18n.ts'
import { EmptyState } from '../../../shared/ui/empty-state.tsx'
import { PageLoading } from '../../../shared/ui/loading.tsx'
import { Page } from '../../../shared/ui/page.tsx'
import { useDeleteSession, useRenameSession, useSessions } from '../api/sessions.ts'
import { forgetChat } from '../chat-store.ts'
import styles from './sessions-screen.module.css'

/** chat/sessions: the person's conversations, newest first, each to open, rename or delete. */
export function SessionsScreen({ title }: { title: string }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const sessions = useSessions()
  const rename = useRenameSession()
  const remove = useDeleteSession()
  const [renaming, setRenaming] = useState<ChatSession | null>(null)
  const [draft, setDraft] = useState('')
  const when = (iso: string) =>
    new Date(iso).toLocaleString(currentLocale(), { dateStyle: 'medium', timeStyle: 'short' })

  const confirmDelete = async (session: ChatSession) => {
    const yes = await Dialog.confirm({
      content: t('ui.chat.sessions.deleteConfirm'),
      confirmText: t('ui.chat.sessions.delete'),
      cancelText: t('ui.chat.sessions.cancel'),
    })
    if (!yes) return
    await remove.mutateAsync(session.id)
    forgetChat(session.id)
    Toast.show({ content: t('ui.chat.sessions.deleted') })
  }

  let body: React.ReactNode
  if (sessions.isPending) body = <PageLoading />
  else if (sessions.isError)
    body = (
      <EmptyState
        variant="disconnected"
        title={t('ui.chat.sessions.failed')}
        action={
          <Button color="primary" shape="rounded" onClick={() => void sessions.refetch()}>
            {t('ui.chat.retry')}
          </Button>
        }
      />
    )
  else if (sessions.data.items.length === 0)
    body = (
      <EmptyState
        title={t('ui.chat.sessions.empty')}
        description={t('ui.chat.sessions.emptyHint')}
        action={
          <Button color="primary" shape="rounded" onClick={() => void navigate('/pages/chat/chat')}>
            {t('ui.chat.sessions.start')}
          </Button>
        }
      />
    )
  else
    body = (
      <ul className={styles.list}>
        {sessions.data.items.map((session) => (
          <li key={session.id} className={styles.item}>
            <Link className={styles.open} to={`/pages/chat/chat?session=${encodeURIComponent(session.id)}`}>
              <strong className={styles.title}>{session.title}</strong>
              {session.preview ? <span className={styles.preview}>{session.preview}</span> : null}
              <time className={styles.time} dateTime={session.updatedAt}>
                {when(session.updatedAt)}
              </time>
            </Link>
            <span className={styles.buttons}>
              <button
                type="button"
                className={styles.button}
                aria-label={t('ui.chat.sessions.renameOf', { title: session.title })}
                onClick={() => {
                  setDraft(session.title)
                  setRenaming(session)
                }}
              >
                {t('ui.chat.sessions.rename')}
              </button>
              <button
                type="button"
                className={styles.button}
                aria-label={t('ui.chat.sessions.deleteOf', { title: session.title })}
                onClick={() => void confirmDelete(session)}
              >
                {t('ui.chat.sessions.delete')}
              </button>
            </span>
          </li>
        ))}
      </ul>
    )

  return (
    <Page title={title}>
      {body}
      <Dialog
        visible={renaming !== null}
        title={t('ui.chat.sessions.rename')}
        content={
          <Input aria-label={t('ui.chat.sessions.title')} value={draft} maxLength={60} onChange={setDraft} clearable />
        }
        onClose={() => setRenaming(null)}
        actions={[
          [
            { key: 'cancel', text: t('ui.chat.sessions.cancel'), onClick: () => setRenaming(null) },
            {
              key: 'save',
              text: t('ui.chat.sessions.save'),
              bold: true,
              disabled: !draft.trim(),
              onClick: async () => {
                if (!renaming) return
                await rename.mutateAsync({ id: renaming.id, title: draft.trim() })
                setRenaming(null)
              },
            },
          ],
        ]}
      />
    </Page>
  )
}
