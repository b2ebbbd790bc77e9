import { AGENT_SHOWING_TABS, isUpcomingShowing, SHOWING_TABS, type Showing, type ShowingTab } from '@maplenest/core'
import { useQueryClient } from '@tanstack/react-query'
import { Button, PullToRefresh, Tabs } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { LIST_PATHS } from '../../../entities/listing/index.ts'
import { useSessionUser } from '../../../shared/session/index.ts'
import { EmptyState } from '../../../shared/ui/empty-state.tsx'
import { LoadState } from '../../../shared/ui/load-state.tsx'
import { PageLoading } from '../../../shared/ui/loading.tsx'
import { Page } from '../../../shared/ui/page.tsx'
import { PagedList } from '../../../shared/ui/paged-list.tsx'
import a11y from '../../../shared/ui/sr-only.module.css'
import { type ShowingSide, useShowings } from '../api/get-showings.ts'
import { SHOWINGS_KEY } from '../api/showings-keys.ts'
import styles from '../showings.module.css'
import { ShowingRow } from './showing-row.tsx'

const isTab = (value: string | null, tabs: readonly string[]): value is ShowingTab =>
  value !== null && tabs.includes(value)

function ShowingList({ side, tab }: { side: ShowingSide; tab: ShowingTab }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const client = useQueryClient()
  const paged = useShowings(side, tab)
  const agentView = side === 'agent'
  return (
    <PullToRefresh
      onRefresh={() => client.refetchQueries({ queryKey: [...SHOWINGS_KEY, 'list', side, tab] })}
      pullingText={t('ui.showings.pull.pulling')}
      canReleaseText={t('ui.showings.pull.canRelease')}
      refreshingText={t('ui.showings.pull.refreshing')}
      completeText={t('ui.showings.pull.complete')}
    >
      <LoadState
        query={paged}
        loading={<PageLoading />}
        failed={{ title: t('ui.showings.list.failed'), retry: t('ui.showings.list.retry') }}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyState
            title={t('showing.empty')}
            description={t(agentView ? 'ui.showings.list.emptyAgentText' : 'ui.showings.list.emptyText')}
            action={
              agentView ? undefined : (
                <Button
                  color="primary"
                  fill="outline"
                  shape="rounded"
                  onClick={() => void navigate(LIST_PATHS.saleCondo)}
                >
                  {t('ui.showings.list.browse')}
                </Button>
              )
            }
          />
        }
      >
        {(data) => (
          <PagedList
            paged={paged}
            texts={{
              loadingMore: t('ui.showings.list.loadingMore'),
              end: t('ui.showings.list.end'),
              loadMoreFailed: t('ui.showings.list.failed'),
              retry: t('ui.showings.list.retry'),
            }}
          >
            <ShowingGroups items={data.items} agentView={agentView} />
          </PagedList>
        )}
      </LoadState>
    </PullToRefresh>
  )
}

/** The showings still to come, soonest first, then the earlier ones, each under its heading (the server's order). */
function ShowingGroups({ items, agentView }: { items: Showing[]; agentView: boolean }) {
  const { t } = useTranslation()
  const now = new Date()
  const groups = [
    { key: 'upcoming', title: t('ui.showings.list.upcoming'), items: items.filter((s) => isUpcomingShowing(s, now)) },
    { key: 'past', title: t('ui.showings.list.past'), items: items.filter((s) => !isUpcomingShowing(s, now)) },
  ].filter((g) => g.items.length > 0)
  return groups.map((group) => (
    <section key={group.key} aria-label={group.title}>
      <h2 className={styles.groupTitle}>{group.title}</h2>
      <ul className={styles.list}>
        {group.items.map((showing) => (
          <li key={showing.id}>
            <ShowingRow showing={showing} agentView={agentView} />
          </li>
        ))}
      </ul>
    </section>
  ))
}

/**
 * my/appt/my-appt: the person's showings by status, the ones to come first (soonest first), then the earlier ones, with pull to refresh and paging. Agents
 * (and administrators) open on the requests they handle, which add "to be reviewed", and switch to their own.
 */
export function MyApptScreen({ title }: { title: string }) {
  const { t } = useTranslation()
  const user = useSessionUser()
  const [params, setParams] = useSearchParams()
  const handles = user !== null && (user.type === 'agent' || user.type === 'admin' || user.isBroker)
  const side: ShowingSide = handles && params.get('side') !== 'mine' ? 'agent' : 'mine'
  const tabs = side === 'agent' ? AGENT_SHOWING_TABS : SHOWING_TABS
  const requested = params.get('tab')
  const tab: ShowingTab = isTab(requested, tabs) ? requested : 'all'

  const choose = (next: Record<string, string>) =>
    setParams(
      (p) => {
        const merged = new URLSearchParams(p)
        for (const [key, value] of Object.entries(next)) merged.set(key, value)
        return merged
      },
      { replace: true },
    )

  return (
    <Page title={title}>
      <div className={styles.tabs}>
        {handles ? (
          <fieldset className={styles.roles}>
            <legend className={a11y.srOnly}>{t('ui.showings.list.roles')}</legend>
            {(['agent', 'mine'] as const).map((key) => (
              <Button
                key={key}
                size="small"
                shape="rounded"
                color={side === key ? 'primary' : 'default'}
                fill={side === key ? 'solid' : 'outline'}
                aria-pressed={side === key}
                onClick={() => choose({ side: key, tab: 'all' })}
              >
                {t(key === 'agent' ? 'ui.showings.list.agent' : 'ui.showings.list.mine')}
              </Button>
            ))}
          </fieldset>
        ) : null}
        <nav aria-label={t('ui.showings.list.tabs')}>
          <Tabs activeKey={tab} onChange={(key) => choose({ tab: key })}>
            {tabs.map((key) => (
              <Tabs.Tab key={key} title={t(`showing.tab.${key}`)} />
            ))}
          </Tabs>
        </nav>
      </div>
      <ShowingList key={`${side}:${tab}`} side={side} tab={tab} />
    </Page>
  )
}
