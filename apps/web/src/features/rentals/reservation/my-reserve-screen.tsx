import { RESERVATION_TABS } from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import { RequestListScreen } from '../../../shared/requests/request-list-screen.tsx'
import { useReservations } from '../api/get-reservations.ts'
import { RENTALS_KEY } from '../api/rental-keys.ts'
import styles from '../rentals.module.css'
import { ReservationRow } from './reservation-row.tsx'

/**
 * my/reserve/my-reserve (?tab=&side=): the student's room reservations by status, with pull to refresh and paging;
 * agents (and administrators) open on the reservations they handle, as they do on showings, and switch to their own.
 */
export function MyReserveScreen({ title }: { title: string }) {
  const { t } = useTranslation()
  return (
    <RequestListScreen
      title={title}
      tabs={RESERVATION_TABS}
      agentTabs={RESERVATION_TABS}
      usePage={useReservations}
      queryKey={(side, tab) => [...RENTALS_KEY, 'reservations', side, tab]}
      texts={{
        sides: {
          mine: t('ui.rentals.reservation.mine'),
          agent: t('ui.rentals.reservation.agent'),
          legend: t('ui.rentals.reservation.roles'),
        },
        tabs: { label: t('ui.rentals.reservation.tabs'), title: (tab) => t(`rental.tab.${tab}`) },
        pull: {
          pulling: t('ui.rentals.pull.pulling'),
          canRelease: t('ui.rentals.pull.canRelease'),
          refreshing: t('ui.rentals.pull.refreshing'),
          complete: t('ui.rentals.pull.complete'),
        },
        paging: {
          loadingMore: t('ui.rentals.loadingMore'),
          end: t('ui.rentals.end'),
          loadMoreFailed: t('ui.rentals.reservation.failed'),
          retry: t('ui.rentals.retry'),
        },
        failed: t('ui.rentals.reservation.failed'),
        empty: {
          title: t('ui.rentals.reservation.emptyTitle'),
          mine: t('ui.rentals.reservation.emptyText'),
          agent: t('ui.rentals.reservation.emptyAgentText'),
        },
        browse: { label: t('ui.rentals.reservation.browse'), to: '/pages/university/university' },
      }}
    >
      {(items, agentView) => (
        <ul className={styles.list}>
          {items.map((r) => (
            <li key={r.id}>
              <ReservationRow reservation={r} agentView={agentView} />
            </li>
          ))}
        </ul>
      )}
    </RequestListScreen>
  )
}
