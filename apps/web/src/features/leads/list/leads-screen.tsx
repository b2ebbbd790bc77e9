import {
  LEAD_SEARCH_MAX,
  LEAD_STATUSES,
  LEAD_URGENCY_FILTERS,
  type Lead,
  type LeadUrgencyFilter,
} from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { isApiError } from '../../../shared/api/api-error.ts'
import { currentLocale } from '../../../shared/i18n/i18n.ts'
import { EmptyState } from '../../../shared/ui/empty-state.tsx'
import { LoadState } from '../../../shared/ui/load-state.tsx'
import { PageLoading } from '../../../shared/ui/loading.tsx'
import { PagedList } from '../../../shared/ui/paged-list.tsx'
import { SearchBox } from '../../../shared/ui/search-box.tsx'
import a11y from '../../../shared/ui/sr-only.module.css'
import { AgentPage } from '../agent-page.tsx'
import { type LeadFilter, useLeads } from '../api/leads-api.ts'
import { leadPath } from '../lead-paths.ts'
import { kindKey, leadSubject, leadTime, statusKey, urgencyKey } from '../lead-words.ts'
import styles from '../leads.module.css'

const FILTERS = ['all', ...LEAD_STATUSES] as const
const isFilter = (v: string | null): v is LeadFilter => (FILTERS as readonly (string | null)[]).includes(v)
/** The urgency in the address (`?urgency=2`), all when missing or unknown. */
const urgencyOf = (v: string | null): LeadUrgencyFilter => LEAD_URGENCY_FILTERS.find((u) => String(u) === v) ?? 'all'

/** One lead in the list: who, the status chip, what and which home, when. */
function LeadRow({ lead }: { lead: Lead }) {
  const { t } = useTranslation()
  const locale = currentLocale()
  const subject = leadSubject(lead)
  return (
    <Link className={styles.row} to={leadPath(lead.id)} aria-label={t('ui.leads.open', { name: lead.client.name })}>
      <span className={styles.rowTop}>
        <span className={styles.name}>{lead.client.name}</span>
        <span className={styles.chips}>
          {lead.urgency > 1 ? (
            <span className={styles.chip} data-urgency={lead.urgency}>
              {t(urgencyKey(lead.urgency))}
            </span>
          ) : null}
          <span className={styles.chip} data-status={lead.status}>
            {t(statusKey(lead.status))}
          </span>
        </span>
      </span>
      <span className={styles.what}>{subject ? `${t(kindKey(lead))} · ${subject}` : t(kindKey(lead))}</span>
      <span className={styles.meta}>{t('ui.leads.received', { date: leadTime(lead.createdAt, lead, locale) })}</span>
      {lead.remindAt && lead.status !== 'closed' ? (
        <span className={styles.meta}>{t('ui.leads.remindAt', { date: leadTime(lead.remindAt, lead, locale) })}</span>
      ) : null}
    </Link>
  )
}

/** The agent's leads: newest first, by status and urgency, found by the client's name, phone or e-mail. */
function LeadsScreenBody() {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const requested = params.get('status')
  const status: LeadFilter = isFilter(requested) ? requested : 'all'
  const urgency = urgencyOf(params.get('urgency'))
  const q = params.get('q')?.trim().slice(0, LEAD_SEARCH_MAX) ?? ''
  const paged = useLeads(status, urgency, q)
  const change = (name: string, value: string) => {
    const next = new URLSearchParams(params)
    if (value && value !== 'all') next.set(name, value)
    else next.delete(name)
    setParams(next, { replace: true })
  }
  return (
    <>
      <p className={styles.intro}>{t('ui.leads.intro')}</p>
      <SearchBox
        value={q}
        onSearch={(text) => change('q', text)}
        label={t('ui.leads.search')}
        placeholder={t('ui.leads.search')}
        clearLabel={t('ui.leads.clearSearch')}
        maxLength={LEAD_SEARCH_MAX}
      />
      <fieldset className={styles.filters}>
        <legend className={a11y.srOnly}>{t('ui.leads.filter')}</legend>
        {FILTERS.map((f) => (
          <button
            key={f}
            type="button"
            className={styles.filter}
            aria-pressed={f === status}
            onClick={() => change('status', f)}
          >
            {f === 'all' ? t('ui.leads.filter.all') : t(statusKey(f))}
          </button>
        ))}
      </fieldset>
      <fieldset className={styles.filters}>
        <legend className={a11y.srOnly}>{t('ui.leads.urgencyFilter')}</legend>
        {LEAD_URGENCY_FILTERS.map((u) => (
          <button
            key={u}
            type="button"
            className={styles.filter}
            aria-pressed={u === urgency}
            onClick={() => change('urgency', String(u))}
          >
            {u === 'all' ? t('ui.leads.urgencyFilter.all') : t(urgencyKey(u))}
          </button>
        ))}
      </fieldset>
      <LoadState
        query={paged}
        loading={<PageLoading />}
        failed={{ title: t('ui.leads.error'), retry: t('ui.clients.retry') }}
        isNotFound={(error) => isApiError(error) && error.code === 403}
        notFound={<EmptyState title={t('lead.api.agentOnly')} />}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyState
            title={q || status !== 'all' || urgency !== 'all' ? t('ui.leads.emptyFiltered') : t('ui.leads.empty')}
          />
        }
      >
        {(data) => (
          <PagedList
            paged={paged}
            texts={{
              loadingMore: t('ui.clients.loadingMore'),
              end: t('ui.leads.end'),
              loadMoreFailed: t('ui.leads.error'),
              retry: t('ui.clients.retry'),
            }}
          >
            <p className={styles.meta} aria-live="polite">
              {t('ui.leads.newCount', { count: data.first.newCount })}
            </p>
            <ul className={styles.list} aria-label={t('ui.leads.title')}>
              {data.items.map((lead) => (
                <li key={lead.id}>
                  <LeadRow lead={lead} />
                </li>
              ))}
            </ul>
          </PagedList>
        )}
      </LoadState>
    </>
  )
}

/** /pages/my/leads/leads: the agent's leads; anyone else is told they are an agent's. */
export function LeadsScreen() {
  const { t } = useTranslation()
  return (
    <AgentPage title={t('route.leads')}>
      <LeadsScreenBody />
    </AgentPage>
  )
}
