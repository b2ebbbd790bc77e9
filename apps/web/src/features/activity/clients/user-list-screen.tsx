import { CLIENT_SEARCH_MAX, CLIENT_TYPES, type ClientType } from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { EmptyState } from '../../../shared/ui/empty-state.tsx'
import { LoadState } from '../../../shared/ui/load-state.tsx'
import { PageLoading } from '../../../shared/ui/loading.tsx'
import { PagedList } from '../../../shared/ui/paged-list.tsx'
import { SearchBox } from '../../../shared/ui/search-box.tsx'
import styles from '../activity.module.css'
import { ACTIVITY_PATHS } from '../activity-paths.ts'
import { useClients } from '../api/get-clients.ts'
import { BrokerOnly, isRefused } from '../components/broker-only.tsx'
import { BrokerPage } from '../components/broker-page.tsx'
import { Segmented } from '../components/segmented.tsx'
import { ClientRow } from './client-row.tsx'

const isType = (v: string | null): v is ClientType => (CLIENT_TYPES as readonly (string | null)[]).includes(v)

/** my/user/user-list: the clients of the agent's app, newest first, by type and by name, phone or e-mail (spec §6). */
function UserListScreenBody() {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const requested = params.get('type')
  const type: ClientType = isType(requested) ? requested : 'all'
  const q = params.get('q')?.trim().slice(0, CLIENT_SEARCH_MAX) ?? ''
  const paged = useClients(type, q)
  const change = (name: string, value: string) => {
    const next = new URLSearchParams(params)
    if (value && !(name === 'type' && value === 'all')) next.set(name, value)
    else next.delete(name)
    setParams(next, { replace: true })
  }
  return (
    <>
      <div className={styles.links}>
        <Link className={styles.link} to={ACTIVITY_PATHS.userListActive}>
          {t('route.user-list-active')}
        </Link>
        <Link className={styles.link} to={ACTIVITY_PATHS.dashboard}>
          {t('route.subscribe-dashboard')}
        </Link>
      </div>
      <SearchBox
        value={q}
        onSearch={(text) => change('q', text)}
        label={t('ui.clients.search.label')}
        placeholder={t('ui.clients.search.placeholder')}
        clearLabel={t('ui.clients.search.clear')}
        maxLength={CLIENT_SEARCH_MAX}
      />
      <Segmented
        legend={t('ui.clients.typeFilter')}
        value={type}
        options={CLIENT_TYPES}
        label={(o) => t(`ui.clients.filter.${o}`)}
        onChange={(o) => change('type', o)}
      />
      <LoadState
        query={paged}
        loading={<PageLoading />}
        failed={{ title: t('ui.clients.failed'), retry: t('ui.clients.retry') }}
        isNotFound={isRefused}
        notFound={<BrokerOnly />}
        isEmpty={(data) => data.items.length === 0}
        empty={
          q ? (
            <EmptyState
              title={t('ui.clients.search.empty.title', { q })}
              description={t('ui.clients.search.empty.text')}
            />
          ) : (
            <EmptyState title={t('ui.clients.empty.title')} description={t('ui.clients.empty.text')} />
          )
        }
      >
        {(data) => (
          <PagedList
            paged={paged}
            texts={{
              loadingMore: t('ui.clients.loadingMore'),
              end: t('ui.clients.end'),
              loadMoreFailed: t('ui.clients.failed'),
              retry: t('ui.clients.retry'),
            }}
          >
            <ul className={styles.list} aria-label={t('route.user-list')}>
              {data.items.map((c) => (
                <li key={c.userId}>
                  <ClientRow client={c} actionsLabel={t('ui.clients.actionsAll')} />
                </li>
              ))}
            </ul>
          </PagedList>
        )}
      </LoadState>
    </>
  )
}

/** The screen for brokers with their own app; anyone else is told what it is for. */
export function UserListScreen() {
  const { t } = useTranslation()
  return (
    <BrokerPage title={t('route.user-list')}>
      <UserListScreenBody />
    </BrokerPage>
  )
}
