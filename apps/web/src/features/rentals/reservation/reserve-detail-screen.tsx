import { cityTimeZone, formatDateTime, type Reservation } from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { toDetailPath } from '../../../entities/listing/index.ts'
import { isApiError } from '../../../shared/api/api-error.ts'
import { currentLocale } from '../../../shared/i18n/i18n.ts'
import { EmptyState } from '../../../shared/ui/empty-state.tsx'
import { LoadState } from '../../../shared/ui/load-state.tsx'
import { PageLoading } from '../../../shared/ui/loading.tsx'
import { Page } from '../../../shared/ui/page.tsx'
import { useListingSafety } from '../api/get-listing-safety.ts'
import { useReservation } from '../api/get-reservation.ts'
import { Facts } from '../demand/demand-summary.tsx'
import styles from '../rentals.module.css'
import { AgentRegistration } from '../safety/licence-register.tsx'
import { DepositRules, PrepayExplanation } from '../safety/prepay-explanation.tsx'
import { ReportButton } from '../safety/report-button.tsx'
import { SafetyCard } from '../safety/safety-card.tsx'
import { AgentActions, StudentActions } from './reservation-actions.tsx'
import { ReservationStatusBadge } from './reservation-status-badge.tsx'
import { useReservationText } from './use-reservation-text.ts'

function ReservationDetail({ reservation: r }: { reservation: Reservation }) {
  const { t } = useTranslation()
  const text = useReservationText()
  const safety = useListingSafety(r.role === 'student' ? r.mlNum : null)
  const locale = currentLocale()
  const address = text.address(r)
  const viewing = text.viewing(r)
  const student = r.role === 'student'
  return (
    <div className={styles.screen}>
      <section className={styles.card} aria-label={t('ui.rentals.reservation.summary')}>
        <div className={styles.rowHead}>
          <p className={styles.when}>{text.stay(r)}</p>
          <ReservationStatusBadge status={r.status} />
        </div>
        <p className={styles.hint}>
          {t('ui.rentals.reservation.requestedOn', {
            date: formatDateTime(r.createdAt, locale, cityTimeZone(r.listing.city)),
          })}
        </p>
        {viewing ? <p className={styles.matches}>{viewing}</p> : null}
        {r.declineReason ? (
          <p className={styles.warning}>{t('ui.rentals.reservation.declined', { reason: r.declineReason })}</p>
        ) : null}
        {r.cancelReason ? <p className={styles.hint}>{t(`rental.cancelReason.${r.cancelReason}`)}</p> : null}
        <Link className={styles.home} to={toDetailPath(r.listing)}>
          {r.listing.photo ? <img className={styles.rowPhoto} src={r.listing.photo} alt="" /> : null}
          <span className={styles.rowBody}>
            <span className={styles.rowTitle}>{address}</span>
            <span className={styles.rowMeta}>
              {t('ui.rentals.reservation.openListing')} · MLS® {r.mlNum}
            </span>
          </span>
        </Link>
      </section>

      {student ? <StudentActions reservation={r} /> : null}

      <PrepayExplanation province={r.province} months={r.prepayMonths} />

      {r.message ? (
        <section className={styles.card}>
          <h2 className={styles.sectionTitle}>{t('ui.rentals.reserve.message')}</h2>
          <p className={styles.paragraph}>{r.message}</p>
        </section>
      ) : null}

      <section className={styles.card}>
        <h2 className={styles.sectionTitle}>
          {t(student ? 'ui.rentals.reservation.agentTitle' : 'ui.rentals.reservation.studentTitle')}
        </h2>
        {student ? (
          r.agent ? (
            <>
              <div className={styles.agent}>
                {r.agent.avatar ? <img className={styles.agentPhoto} src={r.agent.avatar} alt="" /> : null}
                <div className={styles.agentText}>
                  <strong>{r.agent.name}</strong>
                  <span>{t(`showing.assignedBy.${r.assignedBy}`)}</span>
                </div>
              </div>
              {/* how to check the number is said once, in the safety card below */}
              <AgentRegistration province={r.province} registrationNumber={r.agent.registrationNumber} />
              {r.agent.phone ? (
                <a className={styles.register} href={`tel:${r.agent.phone}`}>
                  {t('ui.rentals.reservation.call', { phone: r.agent.phone })}
                </a>
              ) : null}
            </>
          ) : (
            <p className={styles.hint}>{t('showing.assignedBy.adminQueue')}</p>
          )
        ) : (
          <Facts
            rows={[
              [t('ui.rentals.form.name'), r.name],
              [
                t('ui.rentals.form.phone'),
                <a key="p" href={`tel:${r.phone}`}>
                  {r.phone}
                </a>,
              ],
              [
                t('ui.rentals.form.email'),
                <a key="e" href={`mailto:${r.email}`}>
                  {r.email}
                </a>,
              ],
              [t('ui.rentals.form.wechat'), r.wechat],
              [t('ui.rentals.reserve.occupants'), t('ui.rentals.reserve.people', { count: r.occupants })],
            ]}
          />
        )}
      </section>

      {/* the agent reads the request first, then answers it */}
      {student ? null : <AgentActions reservation={r} />}

      {student ? (
        <>
          <SafetyCard province={r.province} safety={safety.data} />
          <DepositRules province={r.province} />
          <ReportButton targetType="listing" targetId={r.mlNum} name={address} />
        </>
      ) : null}
    </div>
  )
}

/** my/reserve/reserve-detail?id=: one room reservation, what its student or agent may do now, and what to know. */
export function ReserveDetailScreen({ title }: { title: string }) {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const id = params.get('id') ?? ''
  const reservation = useReservation(id)
  const notFound = <EmptyState title={t('ui.rentals.reservation.notFound')} />
  if (!id) return <Page title={title}>{notFound}</Page>
  return (
    <Page title={title}>
      <LoadState
        query={reservation}
        loading={<PageLoading />}
        failed={{ title: t('ui.rentals.reservation.failed'), retry: t('ui.rentals.retry') }}
        // a malformed id (400) or another person's reservation (403) is, for the reader, one that does not exist
        isNotFound={(e) => isApiError(e) && [400, 403, 404].includes(e.code)}
        notFound={notFound}
      >
        {(data) => <ReservationDetail reservation={data} />}
      </LoadState>
    </Page>
  )
}
