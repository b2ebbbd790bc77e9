import type { Showing } from '@maplenest/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { toDetailPath } from '../../../entities/listing/index.ts'
import { isApiError } from '../../../shared/api/api-error.ts'
import { EmptyState } from '../../../shared/ui/empty-state.tsx'
import { LoadState } from '../../../shared/ui/load-state.tsx'
import { PageLoading } from '../../../shared/ui/loading.tsx'
import { Page } from '../../../shared/ui/page.tsx'
import { useShowing } from '../api/get-showing.ts'
import { ShowingStatusBadge } from '../showing-status-badge.tsx'
import styles from '../showings.module.css'
import { useShowingText } from '../use-showing-text.ts'
import { AnswerRequest } from './answer-request.tsx'
import { BuyerActions } from './buyer-actions.tsx'
import { BuyerContact } from './buyer-contact.tsx'
import { HandleForm } from './handle-form.tsx'
import { HandlingAgent } from './handling-agent.tsx'
import { ProposalAnswer } from './proposal-answer.tsx'
import { ReviewForm } from './review-form.tsx'

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  const shown = rows.filter(([, value]) => value !== null && value !== '' && value !== undefined)
  if (shown.length === 0) return null
  return (
    <dl className={styles.facts}>
      {shown.map(([label, value]) => (
        <div key={label} className={styles.factRow}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

function ShowingDetail({ showing }: { showing: Showing }) {
  const { t } = useTranslation()
  const text = useShowingText()
  const change = text.change(showing)
  // when the flag says why the showing was cancelled, the listing's change is told below it
  const listingChange = change === text.listingChange(showing) ? null : text.listingChange(showing)
  const address = text.address(showing)
  const agentView = showing.role !== 'buyer'
  // still ahead, as the server sees it: the buyer may cancel it, or the agent may still decline it
  const ahead = showing.actions.cancel || showing.actions.decline
  // where the agent's answer stands, while the showing is pending
  const answer =
    showing.status !== 'Pending'
      ? null
      : showing.confirmedAt
        ? t('ui.showings.detail.confirmedOn', {
            date: text.at(showing, showing.confirmedAt),
          })
        : showing.proposedTime || !ahead
          ? null
          : t('ui.showings.detail.awaitingAgent')
  // the agent of a confirmed showing still to come is told when the outcome is recorded
  const outcomeLater = agentView && showing.status === 'Pending' && showing.confirmedAt && ahead
  // the buyer of a visit whose time has passed waits for the agent's note before reviewing it
  const visitDone = !agentView && showing.status === 'Pending' && showing.confirmedAt && !ahead
  return (
    <div className={styles.detail}>
      <section className={styles.section} aria-label={t('ui.showings.detail.when')}>
        <div className={styles.rowHead}>
          <p className={styles.when}>
            {text.wallTime(showing)} <span className={styles.zone}>{text.zone(showing)}</span>
          </p>
          <ShowingStatusBadge showing={showing} />
        </div>
        <p className={styles.hint}>
          {t('ui.showings.detail.requestedOn', { date: text.at(showing, showing.createdAt) })}
          {showing.status === 'Processed' ? ` · ${t(`showing.reviewStatus.${showing.reviewStatus}`)}` : ''}
        </p>
        {answer ? <p className={styles.hint}>{answer}</p> : null}
        {outcomeLater ? <p className={styles.hint}>{t('ui.showings.detail.outcomeLater')}</p> : null}
        {visitDone ? <p className={styles.hint}>{t('ui.showings.detail.visitDone')}</p> : null}
        {change ? <p className={styles.flag}>{change}</p> : null}
        {listingChange ? <p className={styles.hint}>{listingChange}</p> : null}
        {showing.cancelReason === 'buyer' ? (
          <p className={styles.hint}>
            {showing.cancelNote
              ? t('ui.showings.detail.buyerCancelled', { reason: showing.cancelNote })
              : t('showing.cancelReason.buyer')}
          </p>
        ) : null}
        {showing.cancelReason === 'declined' ? (
          <p className={styles.flag}>{t('ui.showings.detail.declined', { reason: showing.declineReason ?? '' })}</p>
        ) : null}
      </section>

      {showing.actions.accept ? <ProposalAnswer showing={showing} /> : null}
      {showing.actions.decline ? <AnswerRequest showing={showing} /> : null}
      <BuyerActions showing={showing} />
      {showing.actions.review ? <ReviewForm showing={showing} /> : null}
      {showing.actions.handle ? <HandleForm showing={showing} /> : null}
      {/* the agent's first need is to reach the buyer; the buyer checks their own details last */}
      {agentView ? <BuyerContact showing={showing} /> : null}

      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>{t('ui.showings.detail.home')}</h2>
        <Link className={styles.home} to={toDetailPath(showing.listing)}>
          {showing.listing.photo ? <img className={styles.rowPhoto} src={showing.listing.photo} alt="" /> : null}
          <span className={styles.rowBody}>
            <span className={styles.rowAddress}>{address}</span>
            <span className={styles.rowMeta}>
              {t('ui.showings.detail.openListing')} · MLS® {showing.mlNum}
            </span>
          </span>
        </Link>
      </section>

      <HandlingAgent showing={showing} agentView={agentView} />

      {showing.remarks || showing.reminderAt ? (
        <section className={styles.section}>
          <h2 className={styles.sectionTitle}>{t('ui.showings.detail.remarks')}</h2>
          {showing.remarks ? <p className={styles.paragraph}>{showing.remarks}</p> : null}
          <Facts
            rows={[
              [t('ui.showings.detail.reminder'), showing.reminderAt ? text.at(showing, showing.reminderAt) : null],
            ]}
          />
        </section>
      ) : null}

      {showing.review ? (
        <section className={styles.section}>
          <h2 className={styles.sectionTitle}>{t('ui.showings.detail.yourReview')}</h2>
          <p className={styles.paragraph}>{showing.review}</p>
        </section>
      ) : null}

      {showing.message ? (
        <section className={styles.section}>
          <h2 className={styles.sectionTitle}>{t('ui.showings.detail.message')}</h2>
          <p className={styles.paragraph}>{showing.message}</p>
        </section>
      ) : null}

      {agentView ? null : <BuyerContact showing={showing} />}
    </div>
  )
}

/** my/appt/appt-detail?id=: one showing, what the buyer or the handling agent can do with it now, and who handles it. */
export function ApptDetailScreen({ title, aside }: { title: string; aside?: (showing: Showing) => ReactNode }) {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const id = params.get('id') ?? ''
  const showing = useShowing(id)
  const notFound = <EmptyState title={t('ui.showings.detail.notFound')} />
  if (!id) return <Page title={title}>{notFound}</Page>
  return (
    <Page title={title}>
      <LoadState
        query={showing}
        loading={<PageLoading />}
        failed={{ title: t('ui.showings.detail.failed'), retry: t('ui.showings.list.retry') }}
        // a malformed id (400) or another person's showing (403) is, for the reader, one that does not exist
        isNotFound={(e) => isApiError(e) && [400, 403, 404].includes(e.code)}
        notFound={notFound}
      >
        {(data) => (
          <>
            <ShowingDetail showing={data} />
            {aside?.(data)}
          </>
        )}
      </LoadState>
    </Page>
  )
}
