import { RESERVATION_TABS, type ReservationSide, type ReservationTab } from '@maplenest/core'
import { useQueryClient } from '@tanstack/react-query'
import { Button, PullToRefresh, Tabs } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { useSessionUser } from '../../../shared/session/index.ts'
import { EmptyState } from '../../../shared/ui/empty-state.tsx'
import { LoadState } from '../../../shared/ui/load-state.tsx'
import { PageLoading } from '../../../shared/ui/loading.tsx'
import { Page } from '../../../shared/ui/page.tsx'
import { PagedList } from '../../../shared/ui/paged-list.tsx'
import a11y from '../../../shared/ui/sr-only.module.css'
import { useReservations } from '../api/get-reservations.ts'
import { RENTALS_KEY } from '../api/rental-keys.ts'
import styles from '../rentals.module.css'
import { ReservationRow } from './reservation-row.tsx'

const isTab = (value: string | null): value is ReservationTab =>
  value !== null && (RESERVATION_TABS as readonly string[]).includes(value)

function ReservationList({ side, tab }: { side: ReservationSide; tab: ReservationTab }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const client = useQueryClient()
  const paged = useReservations(side, tab)
  const agentView = side === 'agent'
  return (
    <PullToRefresh
      onRefresh={() => client.refetchQueries({ queryKey: [...RENTALS_KEY, 'reservations', side, tab] })}
      pullingText={t('ui.rentals.pull.pulling')}
      canReleaseText={t('ui.rentals.pull.canRelease')}
      refreshingText={t('ui.rentals.pull.refreshing')}
      completeText={t('ui.rentals.pull.complete')}
    >
      <LoadState
        query={paged}
        loading={<PageLoading />}
        failed={{ title: t('ui.rentals.reservation.failed'), retry: t('ui.rentals.retry') }}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyState
            title={t('ui.rentals.reservation.emptyTitle')}
            description={t(agentView ? 'ui.rentals.reservation.emptyAgentText' : 'ui.rentals.reservation.emptyText')}
            action={
              agentView ? undefined : (
                <Button
                  color="primary"
                  fill="outline"
                  shape="rounded"
                  onClick={() => void navigate('/pages/university/university')}
                >
                  {t('ui.rentals.reservation.browse')}
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
              loadingMore: t('ui.rentals.loadingMore'),
              end: t('ui.rentals.end'),
              loadMoreFailed: t('ui.rentals.reservation.failed'),
              retry: t('ui.rentals.retry'),
            }}
          >
            <ul className={styles.list}>
              {data.items.map((r) => (
                <li key={r.id}>
                  <ReservationRow reservation={r} agentView={agentView} />
                </li>
              ))}
            </ul>
          </PagedList>
        )}
      </LoadState>
    </PullToRefresh>
  )
}

/**
 * my/reserve/my-reserve (?tab=&side=): the student's room reservations by status, with pull to refresh and paging;
 * agents (and administrators) get a second segment with the reservations they handle.
 */
export function MyReserveScreen({ title }: { title: string }) {
  const { t } = useTranslation()
  const user = useSessionUser()
  const [params, setParams] = useSearchParams()
  const handles = user !== null && (user.type === 'agent' || user.type === 'admin' || user.isBroker)
  const side: ReservationSide = handles && params.get('side') === 'agent' ? 'agent' : 'mine'
  const requested = params.get('tab')
  const tab: ReservationTab = isTab(requested) ? requested : 'all'
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
            <legend className={a11y.srOnly}>{t('ui.rentals.reservation.roles')}</legend>
            {(['mine', 'agent'] as const).map((key) => (
              <Button
                key={key}
                size="small"
                shape="rounded"
                color={side === key ? 'primary' : 'default'}
                fill={side === key ? 'solid' : 'outline'}
                aria-pressed={side === key}
                onClick={() => choose({ side: key, tab: 'all' })}
              >
                {t(key === 'agent' ? 'ui.rentals.reservation.agent' : 'ui.rentals.reservation.mine')}
              </Button>
            ))}
          </fieldset>
        ) : null}
        <nav aria-label={t('ui.rentals.reservation.tabs')}>
          <Tabs activeKey={tab} onChange={(key) => choose({ tab: key })}>
            {RESERVATION_TABS.map((key) => (
              <Tabs.Tab key={key} title={t(`rental.tab.${key}`)} />
            ))}
          </Tabs>
        </nav>
      </div>
      <ReservationList key={`${side}:${tab}`} side={side} tab={tab} />
    </Page>
  )
}
