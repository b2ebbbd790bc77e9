import { ACTIVITY_PERIODS, type ActivityPeriod } from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { EmptyState } from '../../../shared/ui/empty-state.tsx'
import { LoadState } from '../../../shared/ui/load-state.tsx'
import { PageLoading } from '../../../shared/ui/loading.tsx'
import styles from '../activity.module.css'
import { useActive } from '../api/get-active.ts'
import { BrokerOnly, isRefused } from '../components/broker-only.tsx'
import { BrokerPage } from '../components/broker-page.tsx'
import { Segmented } from '../components/segmented.tsx'
import { ClientRow } from './client-row.tsx'

export const isPeriod = (v: string | null): v is ActivityPeriod =>
  (ACTIVITY_PERIODS as readonly (string | null)[]).includes(v)

/** my/user/user-listActive: the agent's clients by activity over a week, month, quarter or year, the most active first. */
function UserListActiveScreenBody() {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const requested = params.get('period')
  const period: ActivityPeriod = isPeriod(requested) ? requested : 'WEEK'
  const active = useActive(period)
  return (
    <>
      <Segmented
        legend={t('ui.clients.periodFilter')}
        value={period}
        options={ACTIVITY_PERIODS}
        label={(o) => t(`ui.clients.period.${o}`)}
        onChange={(o) => setParams({ period: o }, { replace: true })}
      />
      <LoadState
        query={active}
        loading={<PageLoading />}
        failed={{ title: t('ui.clients.failed'), retry: t('ui.clients.retry') }}
        isNotFound={isRefused}
        notFound={<BrokerOnly />}
        isEmpty={(data) => data.items.length === 0}
        empty={<EmptyState title={t('ui.clients.activeEmpty.title')} description={t('ui.clients.activeEmpty.text')} />}
      >
        {(data) => (
          <ol className={styles.list} aria-label={t('route.user-list-active')}>
            {data.items.map((c) => (
              <li key={c.userId}>
                <ClientRow client={c} actionsLabel={t(`ui.clients.actionsIn.${period}`)} />
              </li>
            ))}
          </ol>
        )}
      </LoadState>
    </>
  )
}

/** The screen for brokers with their own app; anyone else is told what it is for. */
export function UserListActiveScreen() {
  const { t } = useTranslation()
  return (
    <BrokerPage title={t('route.user-list-active')}>
      <UserListActiveScreenBody />
    </BrokerPage>
  )
}
