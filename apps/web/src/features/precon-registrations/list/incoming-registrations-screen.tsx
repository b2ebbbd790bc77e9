import type { PreconRegistration } from '@maplenest/core'
import { preconRegistrationReplySchema } from '@maplenest/core'
import { Button } from 'antd-mobile'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSchemaForm } from '../../../shared/forms/use-schema-form.ts'
import { EmptyState } from '../../../shared/ui/empty-state.tsx'
import { FormSheet } from '../../../shared/ui/form-sheet.tsx'
import { LoadState } from '../../../shared/ui/load-state.tsx'
import { PageLoading } from '../../../shared/ui/loading.tsx'
import { showToast } from '../../../shared/ui/overlays.ts'
import { Page } from '../../../shared/ui/page.tsx'
import { useIncomingRegistrations, useReplyRegistration } from '../api/precon-registrations-api.ts'
import styles from '../precon-registrations.module.css'
import { RegistrationCard } from './registration-card.tsx'

/** The reply an agent writes when marking a registration contacted; the buyer is told of it. */
function ReplySheet({ registration, onClose }: { registration: PreconRegistration; onClose: () => void }) {
  const { t } = useTranslation()
  const id = useId()
  const replying = useReplyRegistration()
  const form = useSchemaForm(['reply'] as const)
  const [reply, setReply] = useState('')
  const submit = async () => {
    if (!form.parse(preconRegistrationReplySchema, { reply })) return
    if (!(await form.run(() => replying.mutateAsync({ id: registration.id, reply })))) return
    showToast({ content: t('ui.preconRegistration.list.replied') })
    onClose()
  }
  return (
    <FormSheet
      visible
      title={t('ui.preconRegistration.list.markContacted')}
      subtitle={registration.project.name}
      closeLabel={t('ui.preconRegistration.sheet.close')}
      onClose={onClose}
      onSubmit={() => void submit()}
      noValidate
      footer={
        <Button type="submit" color="primary" shape="rounded" block loading={form.busy} disabled={form.busy}>
          {t('ui.preconRegistration.list.replySend')}
        </Button>
      }
    >
      <label className={styles.field}>
        <span className={styles.label}>{t('ui.preconRegistration.list.replyLabel', { name: registration.name })}</span>
        <textarea
          className={styles.textarea}
          rows={4}
          value={reply}
          placeholder={t('ui.preconRegistration.list.replyPlaceholder')}
          onChange={(e) => {
            setReply(e.target.value)
            form.clearField('reply')
          }}
          aria-invalid={form.messages.reply ? true : undefined}
          aria-describedby={form.messages.reply ? `${id}-reply-error` : undefined}
        />
        {form.messages.reply ? (
          <span id={`${id}-reply-error`} className={styles.error}>
            {form.messages.reply}
          </span>
        ) : null}
      </label>
      {form.alert ? (
        <p className={styles.alert} role="alert">
          {form.alert}
        </p>
      ) : null}
    </FormSheet>
  )
}

/** The registrations an agent receives (an administrator's with the queue), each marked contacted with a reply. */
export function IncomingRegistrationsScreen({ title }: { title: string }) {
  const { t } = useTranslation()
  const registrations = useIncomingRegistrations()
  const [replying, setReplying] = useState<PreconRegistration | null>(null)
  return (
    <Page title={title}>
      <LoadState
        query={registrations}
        loading={<PageLoading />}
        failed={{ title: t('ui.preconRegistration.list.loadFailed'), retry: t('ui.preconRegistration.list.retry') }}
        isEmpty={(list) => list.items.length === 0}
        empty={
          <EmptyState
            title={t('ui.preconRegistration.list.incomingEmpty')}
            description={t('ui.preconRegistration.list.incomingEmptyHint')}
          />
        }
      >
        {(list) => (
          <ul className={styles.list}>
            {list.items.map((registration) => (
              <li key={registration.id}>
                <RegistrationCard
                  registration={registration}
                  side="agent"
                  actions={
                    registration.status === 'open' ? (
                      <Button
                        size="small"
                        color="primary"
                        shape="rounded"
                        aria-label={`${t('ui.preconRegistration.list.markContacted')} · ${registration.name}`}
                        onClick={() => setReplying(registration)}
                      >
                        {t('ui.preconRegistration.list.markContacted')}
                      </Button>
                    ) : null
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </LoadState>
      {replying ? <ReplySheet key={replying.id} registration={replying} onClose={() => setReplying(null)} /> : null}
    </Page>
  )
}
