import type { AgentDetail } from '@maplenest/core'
import { Button, Toast } from 'antd-mobile'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { copyText } from '../../shared/share/copy-text.ts'
import { useDetailCover } from '../../shared/ui/detail-cover.ts'
import { EmptyState } from '../../shared/ui/empty-state.tsx'
import { LoadState } from '../../shared/ui/load-state.tsx'
import { PageLoading } from '../../shared/ui/loading.tsx'
import { Page } from '../../shared/ui/page.tsx'
import styles from './agent-detail.module.css'
import { AgentListings } from './agent-listings.tsx'
import { useAgent } from './api/get-agent.ts'
import { openEmail } from './contact-actions.ts'
import { WechatQr } from './wechat-qr.tsx'

/**
 * /pages/agent/agent-detail?id=: every field of one agent, with call, e-mail and WeChat contact actions. `licence`
 * draws what the page adds under the contact actions (the licence check and the report button of the rentals).
 */
export function AgentDetailScreen({
  openMail,
  licence,
}: {
  openMail?: (href: string) => void
  licence?: (agent: AgentDetail) => ReactNode
}) {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const id = params.get('id') ?? ''
  const agent = useAgent(id)

  const title = agent.data ? agent.data.name : t('route.agent-detail')
  const notFound = <EmptyState title={t('agent.detail.notFound')} />
  return (
    <Page title={title} transparent saveAs={agent.data ? { type: 'agent', id: agent.data.id } : undefined}>
      {id ? (
        <LoadState
          query={agent}
          loading={
            <div className={styles.loading}>
              <PageLoading />
            </div>
          }
          failed={{ title: t('agent.list.loadFailed'), retry: t('agent.list.retry') }}
          notFound={notFound}
        >
          {(found) => <AgentProfile agent={found} openMail={openMail} licence={licence?.(found)} />}
        </LoadState>
      ) : (
        notFound
      )}
    </Page>
  )
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useTranslation()
  const empty = children === '' || children === null || children === undefined
  return (
    <>
      <dt>{label}</dt>
      <dd>{empty ? t('agent.detail.none') : children}</dd>
    </>
  )
}

function AgentProfile({
  agent,
  openMail,
  licence,
}: {
  agent: AgentDetail
  openMail?: ((href: string) => void) | undefined
  licence?: ReactNode
}) {
  const { t, i18n } = useTranslation()
  const zh = i18n.language.startsWith('zh')
  const cover = useDetailCover()

  const call = () => Toast.show({ content: t('agent.contact.phoneEmpty') })
  const email = async () => {
    const opened = await openEmail(agent.email, openMail)
    if (!opened) Toast.show({ content: t('agent.contact.emailFailed') })
  }
  const copy = async () => {
    const done = await copyText(agent.wechatId)
    Toast.show({ content: t(done ? 'agent.contact.copySuccess' : 'agent.contact.copyFailure') })
  }

  return (
    <article>
      <header ref={cover} className={styles.hero}>
        <img className={styles.photo} src={agent.avatar} alt={t('agent.detail.avatarAlt', { name: agent.name })} />
        <h2 className={styles.name}>{agent.name}</h2>
        <p className={styles.practice}>{agent.practiceName}</p>
        <dl className={styles.stats}>
          <div className={styles.stat}>
            <dt>{t('agent.detail.rating')}</dt>
            <dd>★ {agent.rating.toFixed(1)}</dd>
          </div>
          <div className={styles.stat}>
            <dt>{t('agent.detail.transactions')}</dt>
            <dd>{agent.transactionsCount}</dd>
          </div>
          <div className={styles.stat}>
            <dt>{t('agent.detail.experience')}</dt>
            <dd>{t('agent.card.experience', { count: agent.experience })}</dd>
          </div>
        </dl>
      </header>

      <div className={styles.actions}>
        {agent.phone ? (
          <a className={`${styles.action} ${styles.primary}`} href={`tel:${agent.phone}`}>
            {t('agent.detail.call')}
          </a>
        ) : (
          <button type="button" className={`${styles.action} ${styles.primary}`} onClick={call}>
            {t('agent.detail.call')}
          </button>
        )}
        <button type="button" className={styles.action} onClick={() => void email()}>
          {t('agent.detail.sendEmail')}
        </button>
        <button
          type="button"
          className={styles.action}
          onClick={() => void copy()}
          disabled={!agent.wechatId}
          aria-describedby="agent-wechat-hint"
        >
          {t('agent.detail.wechat')}
          {/* a description, not a name: the name must contain the word on the button (WCAG 2.5.3) */}
          <span id="agent-wechat-hint" hidden>
            {t('agent.detail.copyWechat')}
          </span>
        </button>
      </div>

      {licence ? <div className={styles.licence}>{licence}</div> : null}

      {agent.introduction ? (
        <section className={styles.section} aria-labelledby="agent-intro">
          <h2 id="agent-intro" className={styles.sectionTitle}>
            {t('agent.detail.introduction')}
          </h2>
          <p className={styles.intro}>{agent.introduction}</p>
        </section>
      ) : null}

      <AgentListings agentId={agent.id} />

      {agent.wechatId ? (
        <section className={styles.section} aria-labelledby="agent-wechat">
          <h2 id="agent-wechat" className={styles.sectionTitle}>
            {t('agent.detail.wechat')}
          </h2>
          <div className={styles.wechat}>
            <WechatQr wechatId={agent.wechatId} alt={t('agent.detail.qrAlt', { wechatId: agent.wechatId })} />
            <div>
              <p className={styles.wechatId}>{agent.wechatId}</p>
              <Button size="small" color="primary" fill="outline" shape="rounded" onClick={() => void copy()}>
                {t('agent.detail.copyWechat')}
              </Button>
            </div>
          </div>
        </section>
      ) : null}

      <section className={styles.section} aria-labelledby="agent-company">
        <h2 id="agent-company" className={styles.sectionTitle}>
          {t('agent.detail.company')}
        </h2>
        <div className={styles.company}>
          {agent.logo ? (
            <img
              className={styles.logo}
              src={agent.logo}
              alt={t('agent.detail.logoAlt', { company: agent.companyName })}
            />
          ) : null}
          <div>{agent.companyName || t('agent.detail.none')}</div>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="agent-fields">
        <h2 id="agent-fields" className={styles.sectionTitle}>
          {t('route.agent-detail')}
        </h2>
        <dl className={styles.fields}>
          <Field label={t('agent.detail.practiceName')}>{agent.practiceName}</Field>
          <Field label={t('agent.detail.practiceId')}>{agent.practiceId}</Field>
          <Field label={t('agent.detail.professionalField')}>{agent.professionalField}</Field>
          <Field label={t('agent.detail.location')}>{agent.location}</Field>
          <Field label={t('agent.detail.division')}>
            {agent.divisionNameEn || agent.divisionName
              ? `${zh ? agent.divisionName || agent.divisionNameEn : agent.divisionNameEn || agent.divisionName}${agent.divisionId ? ` (${agent.divisionId})` : ''}`
              : ''}
          </Field>
          <Field label={t('agent.detail.address')}>{agent.address}</Field>
          <Field label={t('agent.detail.serviceCities')}>
            {agent.serviceCities.map((c) => t(`agent.city.${c}`)).join(zh ? '、' : ', ')}
          </Field>
          <Field label={t('agent.detail.hours')}>
            {agent.appointmentStart && agent.appointmentEnd ? `${agent.appointmentStart}–${agent.appointmentEnd}` : ''}
          </Field>
          <Field label={t('agent.detail.phone')}>{agent.phone}</Field>
          <Field label={t('agent.detail.email')}>{agent.email}</Field>
          <Field label={t('agent.detail.fax')}>{agent.fax}</Field>
          <Field label={t('agent.detail.officialAccount')}>{agent.officialAccount}</Field>
          <Field label={t('agent.detail.website')}>
            {agent.website ? (
              <a href={agent.website} target="_blank" rel="noopener noreferrer">
                {agent.websiteLogo ? <img className={styles.websiteLogo} src={agent.websiteLogo} alt="" /> : null}
                {agent.website.replace(/^https?:\/\//, '')}
              </a>
            ) : (
              ''
            )}
          </Field>
          <Field label={t('agent.detail.remarks')}>{agent.remarks}</Field>
        </dl>
      </section>

      <section className={styles.section} aria-labelledby="agent-languages">
        <h2 id="agent-languages" className={styles.sectionTitle}>
          {t('agent.detail.languages')}
        </h2>
        <ul className={styles.chips}>
          {agent.languages.map((l) => (
            <li key={l} className={styles.chip}>
              {t(`agent.language.${l}`)}
            </li>
          ))}
        </ul>
      </section>

      {agent.certificates.length > 0 ? (
        <section className={styles.section} aria-labelledby="agent-certs">
          <h2 id="agent-certs" className={styles.sectionTitle}>
            {t('agent.detail.certificates')}
          </h2>
          <ul className={styles.certs}>
            {agent.certificates.map((c) => (
              <li key={`${c.name}-${c.year}`} className={styles.cert}>
                <span>{c.name}</span>
                <span className={styles.certIssuer}>
                  {t('agent.detail.certificate', { issuer: c.issuer, year: c.year })}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  )
}
