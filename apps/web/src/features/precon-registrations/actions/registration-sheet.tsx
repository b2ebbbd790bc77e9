import {
  addDays,
  type MessageKey,
  PRECON_REGISTRATION_CONSENT_KEY,
  type PreconRegistrationKind,
  preconRegistrationCreateSchema,
  todayIn,
  toShowingTime,
} from '@maplenest/core'
import { Button } from 'antd-mobile'
import { useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { currentAppId, useAppAgent } from '../../../shared/agent-app/agent-app-store.ts'
import { useSchemaForm } from '../../../shared/forms/use-schema-form.ts'
import { useSessionUser } from '../../../shared/session/index.ts'
import { FormSheet } from '../../../shared/ui/form-sheet.tsx'
import { showToast } from '../../../shared/ui/overlays.ts'
import type { PreconRegistrationTarget } from '../../../shared/ui/precon-registration-slot.ts'
import { useCityAgents, useCreateRegistration } from '../api/precon-registrations-api.ts'
import styles from '../precon-registrations.module.css'

export interface RegistrationSheetProps {
  visible: boolean
  kind: PreconRegistrationKind
  target: PreconRegistrationTarget
  onClose: () => void
  /** The clock, for tests: the first day offered is the one after today. */
  now?: () => Date
}

const FIELDS = ['name', 'email', 'phone', 'message', 'preferredTime', 'consent', 'agentId'] as const
type Field = (typeof FIELDS)[number]

/** The starts a visit can be asked for: every half hour of the sales centres' hours. */
const VISIT_TIMES = [
  '10:00',
  '10:30',
  '11:00',
  '11:30',
  '12:00',
  '12:30',
  '13:00',
  '13:30',
  '14:00',
  '14:30',
  '15:00',
  '15:30',
  '16:00',
  '16:30',
  '17:00',
  '17:30',
  '18:00',
]

/**
 * The registration form: the name and an e-mail or a phone (filled in from the account; one of the two is needed),
 * the question when asking, a preferred date and time when visiting, whom it goes to (the branded app's agent, or
 * an agent the buyer may choose), and the consent to be contacted, in the very words the server records with the time.
 */
export function RegistrationSheet({ visible, kind, target, onClose, now = () => new Date() }: RegistrationSheetProps) {
  const { t } = useTranslation()
  const id = useId()
  const user = useSessionUser()
  const appAgent = useAppAgent()
  const appId = currentAppId()
  const create = useCreateRegistration()
  const form = useSchemaForm<Field>(FIELDS)
  // Tomorrow on the project's clock: after 19:00 in Toronto the UTC date is already the next day.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once per opening
  const firstDay = useMemo(() => addDays(todayIn(target.city, now()), 1), [visible])
  const agents = useCityAgents(target.city, !appId)
  const [values, setValues] = useState({
    name: user?.nickname || user?.userName || '',
    email: user?.email || '',
    phone: user?.phonenumber || '',
    message: '',
    day: '',
    time: '',
    agentId: '',
    consent: false,
  })
  const set = <K extends keyof typeof values>(field: K, value: (typeof values)[K]) => {
    setValues((v) => ({ ...v, [field]: value }))
    form.clearField(field === 'day' || field === 'time' ? 'preferredTime' : (field as Field))
  }

  const submit = async () => {
    const missingTime = kind === 'visit' && (!values.day || !values.time)
    const body = {
      kind,
      projectId: target.projectId,
      ...(target.layout ? { layoutId: target.layout.id } : {}),
      name: values.name,
      email: values.email,
      phone: values.phone,
      ...(kind === 'ask' ? { message: values.message } : {}),
      ...(kind === 'visit' && !missingTime
        ? { preferredTime: toShowingTime(values.day, values.time, target.city) }
        : {}),
      consent: values.consent,
      ...(appId ? { appId } : values.agentId ? { agentId: values.agentId } : {}),
    }
    const parsed = form.parse(preconRegistrationCreateSchema, body)
    if (!parsed) return
    const done = await form.run(() => create.mutateAsync(body))
    if (!done) return
    showToast({ content: t('ui.preconRegistration.sheet.sent') })
    onClose()
  }

  const described = (field: Field) =>
    form.messages[field] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${field}-error` } : {}
  const error = (field: Field) =>
    form.messages[field] ? (
      <span id={`${id}-${field}-error`} className={styles.error}>
        {form.messages[field]}
      </span>
    ) : null
  const text = (field: 'name' | 'email' | 'phone', label: MessageKey, type: string, autoComplete: string) => (
    <label className={styles.field}>
      <span className={styles.label}>{t(label)}</span>
      <input
        className={styles.input}
        type={type}
        value={values[field]}
        autoComplete={autoComplete}
        onChange={(e) => set(field, e.target.value)}
        {...described(field)}
      />
      {error(field)}
    </label>
  )
  const cityName = t(`precons.city.${target.city}`)

  return (
    <FormSheet
      visible={visible}
      title={t(`ui.preconRegistration.sheet.title.${kind}`)}
      subtitle={target.layout ? `${target.projectName} · ${target.layout.name}` : target.projectName}
      closeLabel={t('ui.preconRegistration.sheet.close')}
      onClose={onClose}
      onSubmit={() => void submit()}
      noValidate
      footer={
        <Button type="submit" color="primary" shape="rounded" block loading={form.busy} disabled={form.busy}>
          {t('ui.preconRegistration.sheet.submit')}
        </Button>
      }
    >
      {kind === 'ask' ? (
        <label className={styles.field}>
          <span className={styles.label}>{t('ui.preconRegistration.sheet.message')}</span>
          <textarea
            className={styles.textarea}
            rows={3}
            value={values.message}
            placeholder={t('ui.preconRegistration.sheet.messagePlaceholder')}
            onChange={(e) => set('message', e.target.value)}
            {...described('message')}
          />
          {error('message')}
        </label>
      ) : null}
      {kind === 'visit' ? (
        <fieldset className={styles.group} {...described('preferredTime')}>
          <legend className={styles.label}>{t('ui.preconRegistration.sheet.when')}</legend>
          <div className={styles.when}>
            <label className={styles.field}>
              <span className={styles.hint}>{t('ui.preconRegistration.sheet.day')}</span>
              <input
                className={styles.input}
                type="date"
                min={firstDay}
                value={values.day}
                onChange={(e) => set('day', e.target.value)}
              />
            </label>
            <label className={styles.field}>
              <span className={styles.hint}>{t('ui.preconRegistration.sheet.time')}</span>
              <select className={styles.select} value={values.time} onChange={(e) => set('time', e.target.value)}>
                <option value="">—</option>
                {VISIT_TIMES.map((time) => (
                  <option key={time} value={time}>
                    {time}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <p className={styles.hint}>{t('ui.preconRegistration.sheet.timeHint', { city: cityName })}</p>
          {error('preferredTime')}
        </fieldset>
      ) : null}
      {text('name', 'ui.preconRegistration.sheet.name', 'text', 'name')}
      <fieldset className={styles.group}>
        <legend className={styles.hint}>{t('ui.preconRegistration.sheet.contactHint')}</legend>
        {text('email', 'ui.preconRegistration.sheet.email', 'email', 'email')}
        {text('phone', 'ui.preconRegistration.sheet.phone', 'tel', 'tel')}
      </fieldset>
      {appId ? (
        <p className={styles.hint}>
          {appAgent
            ? t('ui.preconRegistration.sheet.toAgent', { name: appAgent.name })
            : t('ui.preconRegistration.sheet.toTeam')}
        </p>
      ) : (
        <label className={styles.field}>
          <span className={styles.label}>{t('ui.preconRegistration.sheet.agent')}</span>
          <select
            className={styles.select}
            value={values.agentId}
            onChange={(e) => set('agentId', e.target.value)}
            {...described('agentId')}
          >
            <option value="">{t('ui.preconRegistration.sheet.agentAny')}</option>
            {(agents.data?.items ?? []).map((agent) => (
              <option key={agent.id} value={agent.id}>
                {agent.name}
              </option>
            ))}
          </select>
          {error('agentId')}
        </label>
      )}
      <div className={styles.field}>
        <span className={styles.label}>{t('ui.preconRegistration.sheet.consentTitle')}</span>
        <label className={styles.consent}>
          <input
            type="checkbox"
            checked={values.consent}
            onChange={(e) => set('consent', e.target.checked)}
            {...described('consent')}
          />
          <span>{t(PRECON_REGISTRATION_CONSENT_KEY)}</span>
        </label>
        {error('consent')}
      </div>
      {form.alert ? (
        <p className={styles.alert} role="alert">
          {form.alert}
        </p>
      ) : null}
    </FormSheet>
  )
}
