import {
  canMoveLead,
  LEAD_NOTE_MAX,
  LEAD_REMINDER_PRESETS_HOURS,
  LEAD_URGENCIES,
  type Lead,
  type LeadStatus,
  type LeadUrgency,
  toDetailPath,
} from '@maplenest/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { isApiError } from '../../../shared/api/api-error.ts'
import { currentLocale } from '../../../shared/i18n/i18n.ts'
import { ContactButtons } from '../../../shared/ui/contact-buttons.tsx'
import { EmptyState } from '../../../shared/ui/empty-state.tsx'
import { LoadState } from '../../../shared/ui/load-state.tsx'
import { PageLoading } from '../../../shared/ui/loading.tsx'
import { showToast } from '../../../shared/ui/overlays.ts'
import { AgentPage } from '../agent-page.tsx'
import { useLead, useUpdateLead } from '../api/leads-api.ts'
import { kindKey, leadTime, statusKey, urgencyKey } from '../lead-words.ts'
import styles from '../leads.module.css'

const PRESET_LABELS = {
  2: 'ui.leads.reminder.in2h',
  24: 'ui.leads.reminder.tomorrow',
  72: 'ui.leads.reminder.in3d',
  168: 'ui.leads.reminder.inWeek',
} as const satisfies Record<(typeof LEAD_REMINDER_PRESETS_HOURS)[number], string>

const clientPath = (userId: string) => `/pages/my/user/user-listdetails?userId=${encodeURIComponent(userId)}`

/** A lead's facts: what, when, which home (linked) or project, the message, the consent. */
function LeadFacts({ lead }: { lead: Lead }) {
  const { t } = useTranslation()
  const locale = currentLocale()
  const homes = lead.mlNums.length > 0 ? lead.mlNums : lead.mlNum ? [lead.mlNum] : []
  return (
    <dl className={styles.facts}>
      <dt>{t('ui.leads.received', { date: '' }).trim()}</dt>
      <dd>{leadTime(lead.createdAt, lead, locale)}</dd>
      {homes.length > 0 ? (
        <>
          <dt>{homes.length > 1 ? t('ui.leads.homes') : t('ui.leads.home')}</dt>
          <dd>
            {homes.map((mlNum, i) => {
              const first = mlNum === lead.mlNum && lead.city && lead.sr && lead.roomType
              const label = first && lead.address ? `${lead.address} (${mlNum})` : mlNum
              return (
                <span key={mlNum}>
                  {i > 0 ? ', ' : null}
                  {first ? (
                    <Link
                      className={styles.link}
                      to={toDetailPath({ mlNum, city: lead.city!, sr: lead.sr!, roomType: lead.roomType! })}
                    >
                      {label}
                    </Link>
                  ) : (
                    label
                  )}
                </span>
              )
            })}
          </dd>
        </>
      ) : null}
      {lead.project ? (
        <>
          <dt>{t('ui.leads.project')}</dt>
          <dd>
            <Link
              className={styles.link}
              to={`/pages/precons/precons-detail?preconsId=${encodeURIComponent(lead.project.id)}`}
            >
              {lead.project.name}
            </Link>
          </dd>
        </>
      ) : null}
      {lead.showingTime ? (
        <>
          <dt>
            {lead.kind === 'precon'
              ? t('ui.leads.visitTime', { date: '' }).trim()
              : t('ui.leads.showingTime', { date: '' }).trim()}
          </dt>
          <dd>{leadTime(lead.showingTime, lead, locale)}</dd>
        </>
      ) : null}
      {lead.message ? (
        <>
          <dt>{t('ui.leads.message')}</dt>
          <dd>{lead.message}</dd>
        </>
      ) : null}
    </dl>
  )
}

/** Moving the lead on, its urgency, its reminder and the agent's note. */
function LeadWork({ lead }: { lead: Lead }) {
  const { t } = useTranslation()
  const locale = currentLocale()
  const update = useUpdateLead(lead.id)
  const [note, setNote] = useState(lead.note ?? '')
  const [error, setError] = useState<string | null>(null)
  const save = (body: Parameters<typeof update.mutate>[0], done: (saved: Lead) => string) => {
    setError(null)
    update.mutate(body, {
      onSuccess: (saved) => showToast(done(saved)),
      onError: (e) => setError(isApiError(e) ? e.message : t('ui.leads.error')),
    })
  }
  const move = (status: LeadStatus) =>
    save({ status }, () => t('ui.leads.statusSaved', { status: t(statusKey(status)) }))
  const setUrgency = (urgency: LeadUrgency) =>
    save({ urgency }, () => t('ui.leads.urgencySaved', { urgency: t(urgencyKey(urgency)) }))
  const remind = (hours: number | null) =>
    save({ remindAt: hours === null ? null : new Date(Date.now() + hours * 3_600_000).toISOString() }, (saved) =>
      saved.remindAt
        ? t('ui.leads.reminderSet', { date: leadTime(saved.remindAt, saved, locale) })
        : t('ui.leads.reminderCleared'),
    )
  return (
    <>
      <section className={styles.card} aria-labelledby="lead-status">
        <h2 id="lead-status" className={styles.cardTitle}>
          {t('ui.leads.status')}
          <span className={styles.chip} data-status={lead.status}>
            {t(statusKey(lead.status))}
          </span>
        </h2>
        {lead.status !== 'closed' ? (
          <div className={styles.buttons}>
            {lead.status === 'new' ? (
              <button
                type="button"
                className={`${styles.button} ${styles.buttonPrimary}`}
                disabled={update.isPending}
                onClick={() => move('contacted')}
              >
                {t('ui.leads.markContacted')}
              </button>
            ) : null}
            {canMoveLead(lead.status, 'closed') ? (
              <button
                type="button"
                className={styles.button}
                disabled={update.isPending}
                onClick={() => move('closed')}
              >
                {t('ui.leads.markClosed')}
              </button>
            ) : null}
          </div>
        ) : null}
      </section>
      <section className={styles.card} aria-labelledby="lead-urgency">
        <h2 id="lead-urgency" className={styles.cardTitle}>
          {t('ui.leads.urgency')}
        </h2>
        <fieldset className={styles.filters} aria-labelledby="lead-urgency">
          {LEAD_URGENCIES.map((u) => (
            <button
              key={u}
              type="button"
              className={styles.filter}
              aria-pressed={u === lead.urgency}
              disabled={update.isPending}
              onClick={() => u !== lead.urgency && setUrgency(u)}
            >
              {t(urgencyKey(u))}
            </button>
          ))}
        </fieldset>
      </section>
      {lead.status !== 'closed' ? (
        <section className={styles.card} aria-labelledby="lead-reminder">
          <h2 id="lead-reminder" className={styles.cardTitle}>
            {t('ui.leads.reminder')}
          </h2>
          <p className={styles.meta}>
            {lead.remindAt
              ? t('ui.leads.remindAt', { date: leadTime(lead.remindAt, lead, locale) })
              : t('ui.leads.reminder.none')}
          </p>
          <div className={styles.buttons}>
            {LEAD_REMINDER_PRESETS_HOURS.map((h) => (
              <button
                key={h}
                type="button"
                className={styles.button}
                disabled={update.isPending}
                onClick={() => remind(h)}
              >
                {t(PRESET_LABELS[h])}
              </button>
            ))}
            {lead.remindAt ? (
              <button type="button" className={styles.button} disabled={update.isPending} onClick={() => remind(null)}>
                {t('ui.leads.reminder.clear')}
              </button>
            ) : null}
          </div>
        </section>
      ) : null}
      <section className={styles.card} aria-labelledby="lead-note">
        <h2 id="lead-note" className={styles.cardTitle}>
          <label htmlFor="lead-note-text">{t('ui.leads.note')}</label>
        </h2>
        <textarea
          id="lead-note-text"
          className={styles.textarea}
          value={note}
          maxLength={LEAD_NOTE_MAX}
          placeholder={t('ui.leads.notePlaceholder')}
          onChange={(e) => setNote(e.target.value)}
        />
        <div className={styles.buttons}>
          <button
            type="button"
            className={styles.button}
            disabled={update.isPending || note.trim() === (lead.note ?? '')}
            onClick={() => save({ note }, () => t('ui.leads.noteSaved'))}
          >
            {t('ui.leads.saveNote')}
          </button>
        </div>
      </section>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </>
  )
}

/** One lead: who and how to reach them, what they asked and when, and the agent's work on it. */
function LeadScreenBody() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const id = params.get('id') ?? ''
  const lead = useLead(id)
  const locale = currentLocale()
  const notFound = <EmptyState title={t('ui.leads.notFound')} />
  if (!id) return notFound
  return (
    <LoadState
      query={lead}
      loading={<PageLoading />}
      failed={{ title: t('ui.leads.error'), retry: t('ui.clients.retry') }}
      isNotFound={(e) => isApiError(e) && (e.code === 404 || e.code === 400)}
      notFound={notFound}
    >
      {(l) => (
        <>
          <section className={styles.card} aria-labelledby="lead-client">
            <h2 id="lead-client" className={styles.cardTitle}>
              {l.client.name}
            </h2>
            <ContactButtons person={l.client} />
            <p className={styles.meta}>{t('ui.leads.consent', { date: leadTime(l.consent.at, l, locale) })}</p>
            <Link className={styles.link} to={clientPath(l.client.userId)}>
              {t('ui.leads.clientPage')}
            </Link>
          </section>
          <section className={styles.card} aria-labelledby="lead-what">
            <h2 id="lead-what" className={styles.cardTitle}>
              {t(kindKey(l))}
            </h2>
            <LeadFacts lead={l} />
          </section>
          <LeadWork key={`${l.id}:${l.note ?? ''}`} lead={l} />
        </>
      )}
    </LoadState>
  )
}

/** /pages/my/leads/lead?id=: one of the agent's leads. */
export function LeadScreen() {
  const { t } = useTranslation()
  return (
    <AgentPage title={t('route.lead')}>
      <LeadScreenBody />
    </AgentPage>
  )
}
