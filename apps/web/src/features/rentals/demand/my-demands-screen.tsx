import { type ContactRequest, provinceOf, type RentalDemand } from '@maplenest/core'
import { Button, Dialog, Toast } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { isApiError } from '../../../shared/api/api-error.ts'
import { EmptyState } from '../../../shared/ui/empty-state.tsx'
import { LoadState } from '../../../shared/ui/load-state.tsx'
import { PageLoading } from '../../../shared/ui/loading.tsx'
import { Page } from '../../../shared/ui/page.tsx'
import { useAnswerContact, useDeleteDemand } from '../api/demand-writes.ts'
import { useMyDemands } from '../api/get-my-demands.ts'
import { editDemandPath, PUBLISH_RENTAL_PATH } from '../rental-paths.ts'
import styles from '../rentals.module.css'
import { AgentRegistration, LicenceRegister } from '../safety/licence-register.tsx'
import { DemandSummary } from './demand-summary.tsx'

const failed = (t: (k: 'error.submitFailed') => string, error: unknown) =>
  Toast.show({ content: isApiError(error) && error.msg ? error.msg : t('error.submitFailed'), duration: 3000 })

/** An agent's request to contact the student: who, their licence to check, and the student's answer. */
function RequestItem({ demand, request }: { demand: RentalDemand; request: ContactRequest }) {
  const { t } = useTranslation()
  const answer = useAnswerContact()
  const decide = async (accept: boolean) => {
    try {
      await answer.mutateAsync({ id: demand.id, requestId: request.id, accept })
      Toast.show({ content: t(accept ? 'rental.api.contactAccepted' : 'rental.api.contactDeclined') })
    } catch (error) {
      failed(t, error)
    }
  }
  const name = request.agent.name || t('ui.rentals.demands.anAgent')
  return (
    <li className={styles.request}>
      <div className={styles.agent}>
        {request.agent.avatar ? <img className={styles.agentPhoto} src={request.agent.avatar} alt="" /> : null}
        <div className={styles.agentText}>
          <strong>{name}</strong>
          {request.agent.company ? <span>{request.agent.company}</span> : null}
          <span>{t(`rental.contactStatus.${request.status}`)}</span>
        </div>
      </div>
      {request.message ? <p className={styles.paragraph}>{request.message}</p> : null}
      <AgentRegistration province={provinceOf(demand.city)} registrationNumber={request.agent.registrationNumber} />
      {request.status === 'pending' ? (
        <>
          <p className={styles.hint}>{t('ui.rentals.demands.consent', { name })}</p>
          <div className={styles.actions}>
            <Button color="primary" shape="rounded" loading={answer.isPending} onClick={() => void decide(true)}>
              {t('ui.rentals.demands.accept')}
            </Button>
            <Button shape="rounded" disabled={answer.isPending} onClick={() => void decide(false)}>
              {t('ui.rentals.demands.decline')}
            </Button>
          </div>
        </>
      ) : null}
    </li>
  )
}

/**
 * How to check the licence of the agents who asked to contact the student: once on the page, for the province of
 * their demands (each request shows only its agent's number).
 */
function AgentChecks({ demands }: { demands: readonly RentalDemand[] }) {
  const { t } = useTranslation()
  const provinces = [...new Set(demands.filter((d) => d.contactRequests.length > 0).map((d) => provinceOf(d.city)))]
  if (provinces.length === 0) return null
  return (
    <section className={`${styles.card} ${styles.safety}`} aria-labelledby="agent-checks-title">
      <h2 id="agent-checks-title" className={styles.sectionTitle}>
        {t('ui.rentals.licence.agentsTitle')}
      </h2>
      {provinces.map((province) => (
        <p key={province} className={styles.paragraph}>
          <LicenceRegister province={province} />
        </p>
      ))}
    </section>
  )
}

function DemandCard({ demand }: { demand: RentalDemand }) {
  const { t } = useTranslation()
  const removing = useDeleteDemand()
  const remove = async () => {
    const sure = await Dialog.confirm({
      content: t('ui.rentals.demands.deleteConfirm'),
      confirmText: t('ui.rentals.demands.delete'),
      cancelText: t('ui.rentals.sheet.close'),
    })
    if (!sure) return
    try {
      await removing.mutateAsync(demand.id)
      Toast.show({ content: t('rental.api.demandDeleted') })
    } catch (error) {
      failed(t, error)
    }
  }
  return (
    <article className={styles.card}>
      <DemandSummary demand={demand}>
        <p className={styles.matches}>
          <Link to={`/pages/university/university?campus=${encodeURIComponent(demand.school)}`}>
            {t('ui.rentals.form.matching', { count: demand.matchCount })}
          </Link>
        </p>
      </DemandSummary>
      <section aria-label={t('ui.rentals.demands.requests')}>
        <h4 className={styles.sectionTitle}>{t('ui.rentals.demands.requests')}</h4>
        {demand.contactRequests.length === 0 ? (
          <p className={styles.hint}>{t('ui.rentals.demands.noRequests')}</p>
        ) : (
          <ul className={styles.requests}>
            {demand.contactRequests.map((r) => (
              <RequestItem key={r.id} demand={demand} request={r} />
            ))}
          </ul>
        )}
      </section>
      <div className={styles.actions}>
        <Link className={styles.register} to={editDemandPath(demand.id)}>
          {t('ui.rentals.demands.edit')}
        </Link>
        <Button fill="none" color="danger" loading={removing.isPending} onClick={() => void remove()}>
          {t('ui.rentals.demands.delete')}
        </Button>
      </div>
    </article>
  )
}

/**
 * univ/my-demands: the student's rental demands with the leases that fit each now, and agents' requests to
 * contact them, which they accept (sharing their contact details, the consent recorded) or decline.
 */
export function MyDemandsScreen({ title }: { title: string }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const mine = useMyDemands()
  const publish = (
    <Button color="primary" shape="rounded" onClick={() => void navigate(PUBLISH_RENTAL_PATH)}>
      {t('ui.rentals.demands.new')}
    </Button>
  )
  return (
    <Page title={title}>
      <LoadState
        query={mine}
        loading={<PageLoading />}
        failed={{ title: t('ui.rentals.demands.failed'), retry: t('ui.rentals.retry') }}
        isEmpty={(data) => data.length === 0}
        empty={
          <EmptyState
            title={t('ui.rentals.demands.emptyTitle')}
            description={t('ui.rentals.demands.emptyText')}
            action={publish}
          />
        }
      >
        {(data) => (
          <div className={styles.screen}>
            <p className={styles.intro}>{t('ui.rentals.demands.intro')}</p>
            {data.map((d) => (
              <DemandCard key={d.id} demand={d} />
            ))}
            <AgentChecks demands={data} />
            {publish}
          </div>
        )}
      </LoadState>
    </Page>
  )
}
