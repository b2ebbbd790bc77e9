import { AGENT_SHOWING_TABS, isUpcomingShowing, SHOWING_TABS, type Showing } from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import { LIST_PATHS } from '../../../entities/listing/index.ts'
import { RequestListScreen } from '../../../shared/requests/request-list-screen.tsx'
import { useShowings } from '../api/get-showings.ts'
import { SHOWINGS_KEY } from '../api/showings-keys.ts'
import styles from '../showings.module.css'
import { ShowingRow } from './showing-row.tsx'

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
 * my/appt/my-appt: the person's showings by status, the ones to come first (soonest first), then the earlier ones,
 * with pull to refresh and paging. Agents (and administrators) open on the requests they handle, which add "to be
 * reviewed", and switch to their own.
 */
export function MyApptScreen({ title }: { title: string }) {
  const { t } = useTranslation()
  return (
    <RequestListScreen
      title={title}
      tabs={SHOWING_TABS}
      agentTabs={AGENT_SHOWING_TABS}
      usePage={useShowings}
      queryKey={(side, tab) => [...SHOWINGS_KEY, 'list', side, tab]}
      texts={{
        sides: {
          mine: t('ui.showings.list.mine'),
          agent: t('ui.showings.list.agent'),
          legend: t('ui.showings.list.roles'),
        },
        tabs: { label: t('ui.showings.list.tabs'), title: (tab) => t(`showing.tab.${tab}`) },
        pull: {
          pulling: t('ui.showings.pull.pulling'),
          canRelease: t('ui.showings.pull.canRelease'),
          refreshing: t('ui.showings.pull.refreshing'),
          complete: t('ui.showings.pull.complete'),
        },
        paging: {
          loadingMore: t('ui.showings.list.loadingMore'),
          end: t('ui.showings.list.end'),
          loadMoreFailed: t('ui.showings.list.failed'),
          retry: t('ui.showings.list.retry'),
        },
        failed: t('ui.showings.list.failed'),
        empty: {
          title: t('showing.empty'),
          mine: t('ui.showings.list.emptyText'),
          agent: t('ui.showings.list.emptyAgentText'),
        },
        browse: { label: t('ui.showings.list.browse'), to: LIST_PATHS.saleCondo },
      }}
    >
      {(items, agentView) => <ShowingGroups items={items} agentView={agentView} />}
    </RequestListScreen>
  )
}
