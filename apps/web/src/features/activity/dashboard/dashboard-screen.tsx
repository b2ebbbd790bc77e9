import {
  ACTIVITY_PERIODS,
  type ActivityPeriod,
  type Dashboard,
  formatListingDate,
  SHOWING_STATUSES,
} from '@maplenest/core'
import { lazy, Suspense, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { currentLocale } from '../../../shared/i18n/i18n.ts'
import { LoadState } from '../../../shared/ui/load-state.tsx'
import { PageLoading } from '../../../shared/ui/loading.tsx'
import a11y from '../../../shared/ui/sr-only.module.css'
import styles from '../activity.module.css'
import { ACTIVITY_PATHS } from '../activity-paths.ts'
import { useDashboard } from '../api/get-dashboard.ts'
import { isPeriod } from '../clients/user-list-active-screen.tsx'
import { BrokerOnly, isRefused } from '../components/broker-only.tsx'
import { BrokerPage } from '../components/broker-page.tsx'
import { Segmented } from '../components/segmented.tsx'

// The chart library loads only with this screen.
const ActivityChart = lazy(() => import('./activity-chart.tsx'))

function Figures({ d }: { d: Dashboard }) {
  const { t } = useTranslation()
  const locale = currentLocale()
  const series = useMemo(
    () => [
      { label: t('ui.dashboard.activeClients'), colour: '#037a50', values: d.series.map((b) => b.activeClients) },
      { label: t('ui.dashboard.views'), colour: '#0b4fb3', values: d.series.map((b) => b.views) },
    ],
    [d, t],
  )
  const starts = useMemo(() => d.series.map((b) => Date.parse(b.start) / 1000), [d])
  return (
    <>
      <section className={styles.card} aria-labelledby="dashboard-clients">
        <h2 id="dashboard-clients" className={styles.cardTitle}>
          {t('ui.dashboard.clientsTitle')}
        </h2>
        <dl className={styles.counts}>
          {(['clients', 'activeClients', 'newClients', 'views', 'favourites'] as const).map((k) => (
            <div key={k} className={styles.tile}>
              <dt>{t(`ui.dashboard.${k}`)}</dt>
              <dd>{d[k]}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className={styles.card} aria-labelledby="dashboard-showings">
        <h2 id="dashboard-showings" className={styles.cardTitle}>
          {t('ui.dashboard.showingsTitle')}
        </h2>
        <dl className={styles.counts}>
          {SHOWING_STATUSES.map((s) => (
            <div key={s} className={styles.tile}>
              <dt>{t(`showing.status.${s}`)}</dt>
              <dd>{d.showings[s]}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className={styles.card} aria-labelledby="dashboard-trend">
        <h2 id="dashboard-trend" className={styles.cardTitle}>
          {t('ui.dashboard.trendTitle')}
        </h2>
        <div className={styles.chart}>
          <Suspense fallback={<PageLoading />}>
            <ActivityChart starts={starts} series={series} xLabel={t('ui.dashboard.from')} locale={locale} />
          </Suspense>
        </div>
        <table className={a11y.srOnly}>
          <caption>{t('ui.dashboard.trendTitle')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('ui.dashboard.from')}</th>
              <th scope="col">{t('ui.dashboard.activeClients')}</th>
              <th scope="col">{t('ui.dashboard.views')}</th>
            </tr>
          </thead>
          <tbody>
            {d.series.map((b) => (
              <tr key={b.start}>
                <td>{formatListingDate(b.start, locale)}</td>
                <td>{b.activeClients}</td>
                <td>{b.views}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  )
}

/** Subscribetotwo/dashboard: the agent's app over a week, month, quarter or year — clients, activity and showings. */
function DashboardScreenBody() {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const requested = params.get('period')
  const period: ActivityPeriod = isPeriod(requested) ? requested : 'MONTH'
  const board = useDashboard(period)
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
        query={board}
        loading={<PageLoading />}
        failed={{ title: t('ui.clients.failed'), retry: t('ui.clients.retry') }}
        isNotFound={isRefused}
        notFound={<BrokerOnly />}
      >
        {(d) => <Figures d={d} />}
      </LoadState>
      <div className={styles.links}>
        <Link className={styles.link} to={ACTIVITY_PATHS.userList}>
          {t('route.user-list')}
        </Link>
        <Link className={styles.link} to={ACTIVITY_PATHS.userListActive}>
          {t('route.user-list-active')}
        </Link>
      </div>
    </>
  )
}

/** The screen for brokers with their own app; anyone else is told what it is for. */
export function DashboardScreen() {
  const { t } = useTranslation()
  return (
    <BrokerPage title={t('route.subscribe-dashboard')}>
      <DashboardScreenBody />
    </BrokerPage>
  )
}
