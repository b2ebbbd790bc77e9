import { formatShowingDay, formatShowingTime, type PreconRegistration } from '@maplenest/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { layoutPath, projectPath } from '../../../entities/project/index.ts'
import { currentLocale } from '../../../shared/i18n/i18n.ts'
import styles from '../precon-registrations.module.css'

/**
 * One registration as a card: the project (and floor plan) it is about, what was asked and when, whom it went to,
 * the agent's reply, and the consent's date. The buyer's list shows "To …"; the agent's shows the buyer's contact.
 */
export function RegistrationCard({
  registration: r,
  side,
  actions,
}: {
  registration: PreconRegistration
  side: 'buyer' | 'agent'
  actions?: ReactNode
}) {
  const { t } = useTranslation()
  const locale = currentLocale()
  const day = (at: string) => formatShowingDay(at, locale, r.timeZone)
  const titleId = `registration-${r.id}`
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.cardHead}>
        <div>
          <h2 id={titleId} className={styles.cardTitle}>
            <Link to={projectPath(r.project.id)}>{r.project.name}</Link>
          </h2>
          <p className={styles.kind}>{t(`preconRegistration.kind.${r.kind}`)}</p>
        </div>
        <span className={styles.status} data-status={r.status}>
          {t(`preconRegistration.status.${r.status}`)}
        </span>
      </div>
      {r.layout ? (
        <p className={styles.line}>
          <Link to={layoutPath(r.layout.id)}>{t('ui.preconRegistration.list.floorPlan', { name: r.layout.name })}</Link>
        </p>
      ) : null}
      {r.preferredTime ? (
        <p className={styles.line}>
          {t('ui.preconRegistration.list.visitAt', { when: formatShowingTime(r.preferredTime, locale, r.timeZone) })}
        </p>
      ) : null}
      {r.message ? <p className={styles.line}>{`“${r.message}”`}</p> : null}
      {side === 'agent' ? (
        <p className={styles.line}>{[r.name, r.phone, r.email].filter(Boolean).join(' · ')}</p>
      ) : (
        <p className={styles.muted}>
          {r.agent
            ? t('ui.preconRegistration.list.to', { name: r.agent.name })
            : t('ui.preconRegistration.list.toTeam')}
        </p>
      )}
      {side === 'agent' && !r.agent ? <p className={styles.muted}>{t('ui.preconRegistration.list.queue')}</p> : null}
      <p className={styles.muted}>
        {`${t('ui.preconRegistration.list.sentOn', { date: day(r.createdAt) })} · ${t(
          'ui.preconRegistration.list.consentAt',
          { date: day(r.consent.at) },
        )}`}
      </p>
      {r.reply ? (
        <blockquote className={styles.reply}>
          <span className={styles.replyLabel}>{t('ui.preconRegistration.list.reply')}</span>
          {r.reply}
        </blockquote>
      ) : null}
      {actions ? <div className={styles.cardActions}>{actions}</div> : null}
    </article>
  )
}
