import {
  AGENT_LANGUAGES,
  AGENT_PHOTO_MAX_BYTES,
  type AgentApplicationStatus,
  type AgentLanguage,
  agentApplicationSchema,
  detectPhotoType,
  formatDateTime,
  type MessageKey,
  type MyAgentApplication,
} from '@maplenest/core'
import { Button } from 'antd-mobile'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { agentDetailHref } from '../../entities/agent/index.ts'
import { useSchemaForm } from '../../shared/forms/use-schema-form.ts'
import { currentLocale } from '../../shared/i18n/i18n.ts'
import { LoadState } from '../../shared/ui/load-state.tsx'
import { PageLoading } from '../../shared/ui/loading.tsx'
import { Page } from '../../shared/ui/page.tsx'
import styles from './agent-settlement.module.css'
import { useMyApplication } from './api/get-my-application.ts'
import { useSubmitApplication } from './api/submit-application.ts'

interface Values {
  name: string
  practiceName: string
  email: string
  appointmentStart: string
  appointmentEnd: string
  location: string
  languages: AgentLanguage[]
}

const EMPTY: Values = {
  name: '',
  practiceName: '',
  email: '',
  appointmentStart: '09:00',
  appointmentEnd: '18:00',
  location: '',
  languages: [],
}

type FieldName = keyof Values | 'photo'

/** The fields the shared schema checks; the photo is checked apart, from its bytes. */
const SCHEMA_FIELDS = [
  'name',
  'practiceName',
  'email',
  'appointmentStart',
  'appointmentEnd',
  'location',
  'languages',
] as const satisfies readonly (keyof Values)[]
const FORM_FIELDS: readonly FieldName[] = [...SCHEMA_FIELDS, 'photo']

/** The photo's problem read from its bytes and size, the same rule the API applies; null when it is fine. */
async function checkPhoto(file: File | null): Promise<MessageKey | null> {
  if (!file || file.size === 0) return 'agent.validation.photoRequired'
  if (file.size > AGENT_PHOTO_MAX_BYTES) return 'agent.validation.photoSize'
  const head = new Uint8Array(await readBytes(file.slice(0, 16)))
  return detectPhotoType(head) ? null : 'agent.validation.photoType'
}

const readBytes = (blob: Blob) =>
  new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(reader.result as ArrayBuffer)
    reader.onerror = () => reject(reader.error)
    reader.readAsArrayBuffer(blob)
  })

const readDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error)
    reader.readAsDataURL(file)
  })

/** /pages/agent/agent-settlement: the broker entry form, or the state of the application already sent. */
export function AgentSettlementScreen({ title }: { title?: string } = {}) {
  const { t } = useTranslation()
  const mine = useMyApplication()
  const [editing, setEditing] = useState(false)

  return (
    <Page title={title ?? t('route.agent-settlement')}>
      <LoadState
        query={mine}
        loading={<PageLoading />}
        failed={{ title: t('agent.list.loadFailed'), retry: t('agent.list.retry') }}
      >
        {(found) => {
          const status = found.isAgent ? 'approved' : found.application?.status
          return status && !(status === 'rejected' && editing) ? (
            <ApplicationStatus mine={found} status={status} onApplyAgain={() => setEditing(true)} />
          ) : (
            <ApplicationForm onSubmitted={() => setEditing(false)} />
          )
        }}
      </LoadState>
    </Page>
  )
}

/** A clock while the application waits, a tick once approved, a cross when it was not. */
function StatusGlyph({ status }: { status: AgentApplicationStatus }) {
  const path =
    status === 'approved' ? 'M7 12.5l3.2 3.2L17 9' : status === 'rejected' ? 'M8 8l8 8M16 8l-8 8' : 'M12 7v5l3.5 2'
  return (
    <svg
      width="30"
      height="30"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.4"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {status === 'pending' ? <circle cx="12" cy="12" r="8.5" /> : null}
      <path d={path} />
    </svg>
  )
}

function ApplicationStatus({
  mine,
  status,
  onApplyAgain,
}: {
  mine: MyAgentApplication
  status: AgentApplicationStatus
  onApplyAgain: () => void
}) {
  const { t, i18n } = useTranslation()
  const application = mine.application
  return (
    <section className={styles.status} aria-live="polite" aria-labelledby="application-status">
      <span className={styles.statusIcon} data-status={status} aria-hidden="true">
        <StatusGlyph status={status} />
      </span>
      <h2 id="application-status" className={styles.statusTitle}>
        {t(`agent.status.${status}`)}
      </h2>
      <p className={styles.statusText}>{t(`agent.status.${status}Hint`)}</p>
      {application ? (
        <dl className={styles.summary}>
          <dt>{t('agent.form.name')}</dt>
          <dd>{application.name}</dd>
          <dt>{t('agent.form.practiceName')}</dt>
          <dd>{application.practiceName}</dd>
          <dt>{t('agent.form.email')}</dt>
          <dd>{application.email}</dd>
          <dt>{t('agent.form.hours')}</dt>
          <dd>{`${application.appointmentStart}–${application.appointmentEnd}`}</dd>
          <dt>{t('agent.form.location')}</dt>
          <dd>{application.location}</dd>
          <dt>{t('agent.form.languages')}</dt>
          <dd>
            {application.languages
              .map((l) => t(`agent.language.${l}`))
              .join(i18n.language.startsWith('zh') ? '、' : ', ')}
          </dd>
          <dt>{t('agent.status.submittedOn', { date: '' }).trim()}</dt>
          <dd>{formatDateTime(application.createdAt, currentLocale())}</dd>
        </dl>
      ) : null}
      {status === 'approved' && mine.agentId ? (
        <Link to={agentDetailHref(mine.agentId)}>
          <Button color="primary" shape="rounded">
            {t('agent.status.viewProfile')}
          </Button>
        </Link>
      ) : null}
      {status === 'rejected' ? (
        <Button color="primary" shape="rounded" onClick={onApplyAgain}>
          {t('agent.status.applyAgain')}
        </Button>
      ) : null}
    </section>
  )
}

function ApplicationForm({
  onSubmitted,
}: {
  /** The application was sent; its status is in the cache already. */
  onSubmitted: () => void
}) {
  const { t } = useTranslation()
  const id = useId()
  const [values, setValues] = useState<Values>(EMPTY)
  const [photo, setPhoto] = useState<File | null>(null)
  const [preview, setPreview] = useState<string | null>(null)
  const { messages, parse, setMessage, clearField, run, alert, busy } = useSchemaForm(FORM_FIELDS)
  const submitting = useSubmitApplication()

  const set = <K extends keyof Values>(name: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [name]: value }))
    clearField(name)
  }

  const choosePhoto = async (file: File | null) => {
    setPhoto(file)
    setPreview(null)
    const problem = file ? await checkPhoto(file) : null
    setMessage('photo', problem)
    if (file && !problem) setPreview(await readDataUrl(file))
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const parsed = parse(agentApplicationSchema, values, SCHEMA_FIELDS)
    const photoProblem = await checkPhoto(photo)
    setMessage('photo', photoProblem)
    if (!parsed || photoProblem || !photo) {
      const first = document.querySelector<HTMLElement>('[aria-invalid="true"]')
      first?.focus()
      return
    }
    const form = new FormData()
    for (const [name, value] of Object.entries(parsed)) {
      if (Array.isArray(value)) for (const v of value) form.append(name, v)
      else form.append(name, value)
    }
    form.append('photo', photo, photo.name)
    const sent = await run(() => submitting.mutateAsync(form), t('agent.form.submitFailed'))
    if (sent) onSubmitted()
  }

  const describe = (name: FieldName) => (messages[name] ? `${id}-${name}-error` : undefined)
  const errorOf = (name: FieldName) => {
    const message = messages[name]
    return message ? (
      <p id={`${id}-${name}-error`} className={styles.error}>
        {message}
      </p>
    ) : null
  }
  const textField = (name: 'name' | 'practiceName' | 'email' | 'location', type = 'text', autoComplete?: string) => (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={`${id}-${name}`}>
        {t(`agent.form.${name}`)}
      </label>
      <input
        id={`${id}-${name}`}
        className={styles.input}
        type={type}
        value={values[name]}
        autoComplete={autoComplete}
        placeholder={t(`agent.form.${name}Placeholder`)}
        aria-invalid={messages[name] ? true : undefined}
        aria-describedby={describe(name)}
        onChange={(e) => set(name, e.target.value)}
      />
      {errorOf(name)}
    </div>
  )

  return (
    <>
      <p className={styles.intro}>{t('agent.form.intro')}</p>
      <form
        className={styles.form}
        noValidate
        onSubmit={(e) => void submit(e)}
        aria-label={t('route.agent-settlement')}
      >
        {textField('name', 'text', 'name')}
        {textField('practiceName', 'text', 'organization')}
        {textField('email', 'email', 'email')}
        <fieldset
          className={styles.field}
          aria-describedby={describe('appointmentStart') ?? describe('appointmentEnd')}
        >
          <legend className={styles.label}>{t('agent.form.hours')}</legend>
          <div className={styles.range}>
            <label className={styles.rangePart}>
              {t('agent.form.start')}
              <input
                className={styles.input}
                type="time"
                step={900}
                value={values.appointmentStart}
                aria-invalid={messages.appointmentStart ? true : undefined}
                onChange={(e) => set('appointmentStart', e.target.value)}
              />
            </label>
            <span className={styles.dash} aria-hidden="true">
              –
            </span>
            <label className={styles.rangePart}>
              {t('agent.form.end')}
              <input
                className={styles.input}
                type="time"
                step={900}
                value={values.appointmentEnd}
                aria-invalid={messages.appointmentEnd ? true : undefined}
                onChange={(e) => set('appointmentEnd', e.target.value)}
              />
            </label>
          </div>
          {errorOf('appointmentStart')}
          {errorOf('appointmentEnd')}
        </fieldset>
        {textField('location', 'text', 'address-level2')}
        <fieldset className={styles.field} aria-describedby={describe('languages')}>
          <legend className={styles.label}>{t('agent.form.languages')}</legend>
          <div className={styles.languages}>
            {AGENT_LANGUAGES.map((language) => {
              const checked = values.languages.includes(language)
              return (
                <div key={language} className={styles.language}>
                  <input
                    id={`${id}-lang-${language}`}
                    className={styles.languageInput}
                    type="checkbox"
                    checked={checked}
                    aria-invalid={messages.languages ? true : undefined}
                    onChange={() =>
                      set(
                        'languages',
                        checked ? values.languages.filter((l) => l !== language) : [...values.languages, language],
                      )
                    }
                  />
                  <label className={styles.languageLabel} htmlFor={`${id}-lang-${language}`}>
                    {t(`agent.language.${language}`)}
                  </label>
                </div>
              )
            })}
          </div>
          {errorOf('languages')}
        </fieldset>
        <div className={styles.field}>
          <span className={styles.label} id={`${id}-photo-label`}>
            {t('agent.form.photo')}
          </span>
          <div className={styles.photoRow}>
            {preview ? (
              <img className={styles.preview} src={preview} alt={t('agent.form.photoPreview')} />
            ) : (
              <span className={styles.previewEmpty} aria-hidden="true">
                +
              </span>
            )}
            <div>
              <input
                id={`${id}-photo`}
                className={styles.fileInput}
                type="file"
                accept="image/jpeg,image/png,image/webp"
                aria-labelledby={`${id}-photo-label`}
                aria-invalid={messages.photo ? true : undefined}
                aria-describedby={describe('photo') ?? `${id}-photo-hint`}
                onChange={(e) => void choosePhoto(e.target.files?.[0] ?? null)}
              />
              <label className={styles.fileButton} htmlFor={`${id}-photo`}>
                {photo ? t('agent.form.changePhoto') : t('agent.form.choosePhoto')}
              </label>
              <p id={`${id}-photo-hint`} className={styles.hint}>
                {t('agent.form.photoHint')}
              </p>
            </div>
          </div>
          {errorOf('photo')}
        </div>
        {alert ? (
          <p className={styles.alert} role="alert">
            {alert}
          </p>
        ) : null}
        <Button block color="primary" shape="rounded" size="large" type="submit" loading={busy} disabled={busy}>
          {t('agent.form.submit')}
        </Button>
      </form>
    </>
  )
}
