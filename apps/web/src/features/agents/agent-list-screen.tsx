import { AGENT_LANGUAGES, AGENT_SORTS, type AgentSort, CITIES } from '@maplenest/core'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, Navigate, useSearchParams } from 'react-router'
import { AGENT_SETTLEMENT_PATH, AgentCard, agentDetailHref } from '../../entities/agent/index.ts'
import { useAgentApp, useAppAgent } from '../../shared/agent-app/agent-app-store.ts'
import { EmptyState } from '../../shared/ui/empty-state.tsx'
import { LoadState } from '../../shared/ui/load-state.tsx'
import { Page } from '../../shared/ui/page.tsx'
import { PagedList } from '../../shared/ui/paged-list.tsx'
import { SearchBox } from '../../shared/ui/search-box.tsx'
import styles from './agents.module.css'
import { type AgentFilters, useAgentSearch } from './api/search-agents.ts'
import { useAgentPagedTexts } from './use-agent-paged-texts.ts'

/** The address names the language filter `speaks`: `language` is the app's own link parameter for its locale. */
const LANGUAGE_PARAM = 'speaks'

const pick = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((v) => v === value)

/**
 * The agents directory; in an agent's own app, her page instead (the app lists no other agents, and never asks for
 * them). An app whose agent has no broker page leads back to Home.
 */
export function AgentListScreen() {
  const app = useAgentApp()
  const agent = useAppAgent()
  if (app) return <Navigate to={agent?.profileId ? agentDetailHref(agent.profileId) : '/'} replace />
  return <AgentDirectory />
}

/**
 * Agents, most transactions or best rated first, by name, service city and language; the choices travel in the
 * address.
 */
function AgentDirectory() {
  const { t } = useTranslation()
  const pagedTexts = useAgentPagedTexts()
  const [params, setParams] = useSearchParams()
  const id = useId()
  const sort: AgentSort = pick(AGENT_SORTS, params.get('sort')) ?? 'transactionsCount'
  const city = pick(CITIES, params.get('city'))
  const language = pick(AGENT_LANGUAGES, params.get(LANGUAGE_PARAM))
  const q = params.get('q')?.trim().slice(0, 100) ?? ''
  const filters: AgentFilters = {
    sort,
    ...(city ? { city } : {}),
    ...(language ? { language } : {}),
    ...(q ? { q } : {}),
  }
  const search = useAgentSearch(filters)

  const change = (name: string, value: string | undefined) => {
    const next = new URLSearchParams(params)
    if (value) next.set(name, value)
    else next.delete(name)
    setParams(next, { replace: true })
  }

  return (
    <Page title={t('route.agent-list')}>
      <div className={styles.toolbar}>
        <SearchBox
          value={q}
          onSearch={(text) => change('q', text || undefined)}
          label={t('agent.list.search.label')}
          placeholder={t('agent.list.search.placeholder')}
          clearLabel={t('agent.list.search.clear')}
        />
        <fieldset className={styles.sorts} aria-label={t('agent.list.sortLabel')}>
          {AGENT_SORTS.map((s) => (
            <button
              key={s}
              type="button"
              className={styles.sort}
              aria-pressed={s === sort}
              onClick={() => change('sort', s === 'transactionsCount' ? undefined : s)}
            >
              {t(`agent.list.sort.${s}`)}
            </button>
          ))}
        </fieldset>
        <div className={styles.selects}>
          <div className={styles.selectLabel}>
            <label htmlFor={`${id}-city`}>{t('agent.list.cityLabel')}</label>
            <select
              id={`${id}-city`}
              className={styles.select}
              value={city ?? ''}
              onChange={(e) => change('city', e.target.value)}
            >
              <option value="">{t('agent.list.allCities')}</option>
              {CITIES.map((c) => (
                <option key={c} value={c}>
                  {t(`ui.region.${c}`)}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.selectLabel}>
            <label htmlFor={`${id}-language`}>{t('agent.list.languageLabel')}</label>
            <select
              id={`${id}-language`}
              className={styles.select}
              value={language ?? ''}
              onChange={(e) => change(LANGUAGE_PARAM, e.target.value)}
            >
              <option value="">{t('agent.list.allLanguages')}</option>
              {AGENT_LANGUAGES.map((l) => (
                <option key={l} value={l}>
                  {t(`agent.language.${l}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
      </div>
      <LoadState
        query={search}
        loading={
          <ul className={styles.list} aria-busy="true" aria-label={t('route.agent-list')}>
            {[0, 1, 2, 3].map((n) => (
              <li key={n} className={styles.skeleton} />
            ))}
          </ul>
        }
        failed={{ title: t('agent.list.loadFailed'), retry: t('agent.list.retry') }}
        isEmpty={(found) => found.items.length === 0}
        empty={
          q ? (
            <EmptyState title={t('agent.list.search.empty', { q })} description={t('agent.list.search.emptyHint')} />
          ) : (
            <EmptyState title={t('agent.list.empty')} description={t('agent.list.emptyHint')} />
          )
        }
      >
        {({ items, last }) => (
          <>
            <p className={styles.total} aria-live="polite">
              {t('agent.list.total', { count: last.total })}
            </p>
            <PagedList paged={search} texts={pagedTexts}>
              <ul className={styles.list}>
                {items.map((agent) => (
                  <li key={agent.id}>
                    <AgentCard agent={agent} />
                  </li>
                ))}
              </ul>
            </PagedList>
          </>
        )}
      </LoadState>
      <Link className={styles.join} to={AGENT_SETTLEMENT_PATH}>
        {t('agent.list.join')}
      </Link>
    </Page>
  )
}
