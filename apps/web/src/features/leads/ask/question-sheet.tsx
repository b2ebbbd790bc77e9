import { LEAD_CONSENT_KEY, leadQuestionSchema, type MessageKey } from '@maplenest/core'
import { Button } from 'antd-mobile'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { currentAppId, useAppAgent } from '../../../shared/agent-app/agent-app-store.ts'
import { useSchemaForm } from '../../../shared/forms/use-schema-form.ts'
import { useSessionUser } from '../../../shared/session/index.ts'
import { FormSheet } from '../../../shared/ui/form-sheet.tsx'
import type { LeadQuestionTarget } from '../../../shared/ui/lead-slot.ts'
import { showToast } from '../../../shared/ui/overlays.ts'
import { useSendQuestion } from '../api/leads-api.ts'
import styles from '../leads.module.css'

const FIELDS = ['name', 'phone', 'email', 'wechat', 'message', 'consent', 'mlNum', 'mlNums', 'chatId'] as const
type Field = (typeof FIELDS)[number]

/**
 * The question form: the name, phone and e-mail (from the account, as the showing sheet asks), a WeChat ID if they
 * like, the question, and the consent to be contacted in the very words the server records with the time.
 */
export function QuestionSheet({
  visible,
  target,
  onClose,
}: {
  visible: boolean
  target: LeadQuestionTarget
  onClose: () => void
}) {
  const { t } = useTranslation()
  const id = useId()
  const user = useSessionUser()
  const agent = useAppAgent()
  const appId = currentAppId()
  const send = useSendQuestion()
  const form = useSchemaForm<Field>(FIELDS)
  const [values, setValues] = useState({
    name: user?.nickname || user?.userName || '',
    phone: user?.phonenumber || '',
    email: user?.email || '',
    wechat: '',
    message: target.kind === 'chat' && target.summary ? t('ui.ask.chatMessage', { title: target.summary }) : '',
    consent: false,
  })
  const set = <K extends keyof typeof values>(field: K, value: (typeof values)[K]) => {
    setValues((v) => ({ ...v, [field]: value }))
    form.clearField(field)
  }
  const name = agent?.name ?? ''

  const submit = async () => {
    const body = {
      kind: target.kind,
      appId: appId ?? '',
      ...(target.kind === 'ask' ? { mlNum: target.mlNum } : {}),
      ...(target.kind === 'compare' ? { mlNums: [...target.mlNums] } : {}),
      ...(target.kind === 'chat' ? { chatId: target.chatId } : {}),
      ...values,
    }
    if (!form.parse(leadQuestionSchema, body)) return
    const done = await form.run(() => send.mutateAsync(body))
    if (!done) return
    showToast({ content: t('ui.ask.sent', { name }) })
    onClose()
  }

  const described = (field: Field) =>
    form.messages[field] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${field}-error` } : {}
  const error = (field: Field) =>
    form.messages[field] ? (
      <span id={`${id}-${field}-error`} className={styles.fieldError}>
        {form.messages[field]}
      </span>
    ) : null
  const text = (field: 'name' | 'phone' | 'email' | 'wechat', label: MessageKey, type: string, auto: string) => (
    <label className={styles.field}>
      <span className={styles.label}>{t(label)}</span>
      <input
        className={styles.input}
        type={type}
        value={values[field]}
        autoComplete={auto}
        onChange={(e) => set(field, e.target.value)}
        {...described(field)}
      />
      {error(field)}
    </label>
  )

  return (
    <FormSheet
      visible={visible}
      title={t('ui.ask.title', { name })}
      subtitle={target.subject}
      closeLabel={t('ui.preconRegistration.sheet.close')}
      onClose={onClose}
      onSubmit={() => void submit()}
      noValidate
      footer={
        <Button type="submit" color="primary" shape="rounded" block loading={form.busy} disabled={form.busy}>
          {t('ui.ask.send')}
        </Button>
      }
    >
      <label className={styles.field}>
        <span className={styles.label}>{t('ui.ask.message')}</span>
        <textarea
          className={`${styles.input} ${styles.textarea}`}
          rows={3}
          value={values.message}
          placeholder={t('ui.ask.messagePlaceholder')}
          onChange={(e) => set('message', e.target.value)}
          {...described('message')}
        />
        {error('message')}
      </label>
      {text('name', 'ui.ask.name', 'text', 'name')}
      {text('phone', 'ui.ask.phone', 'tel', 'tel')}
      {text('email', 'ui.ask.email', 'email', 'email')}
      {text('wechat', 'ui.ask.wechat', 'text', 'off')}
      <div className={styles.field}>
        <label className={styles.consent}>
          <input
            type="checkbox"
            checked={values.consent}
            onChange={(e) => set('consent', e.target.checked)}
            {...described('consent')}
          />
          <span>{t(LEAD_CONSENT_KEY)}</span>
        </label>
        {error('consent')}
      </div>
      {['mlNum', 'mlNums', 'chatId'].map((f) =>
        form.messages[f as Field] ? (
          <p key={f} className={styles.error} role="alert">
            {form.messages[f as Field]}
          </p>
        ) : null,
      )}
      {form.alert ? (
        <p className={styles.error} role="alert">
          {form.alert}
        </p>
      ) : null}
    </FormSheet>
  )
}
