import { formatListingDate } from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { currentLocale } from '../../../shared/i18n/i18n.ts'
import { useSignedIn } from '../../../shared/session/use-session.ts'
import { Page } from '../../../shared/ui/page.tsx'
import { AGENT_APP_PATHS } from '../agent-app-paths.ts'
import { useMyApp } from '../api/get-my-app.ts'
import { PlanCards } from './plan-cards.tsx'
import styles from './subscribe.module.css'

const BENEFITS = ['brand', 'invite', 'clients', 'alerts', 'pdf'] as const

/**
 * Subscribetotwo/index (and Subscribeto/index): what an agent's own app gives, its plans and prices, and the next
 * step for whoever reads it: sign in, become a broker first (spec §6), choose a plan, or manage the live app.
 */
export function SubscribeIndexScreen() {
  const { t } = useTranslation()
  const signedIn = useSignedIn()
  const mine = useMyApp(signedIn)
  const broker = mine.data?.broker ?? false
  const live = mine.data?.app?.live ?? false
  const until = mine.data?.activeUntil

  const next = !signedIn
    ? { to: AGENT_APP_PATHS.login, label: t('ui.subscribe.cta.signIn') }
    : !broker
      ? { to: AGENT_APP_PATHS.settlement, label: t('ui.subscribe.cta.becomeBroker') }
      : { to: AGENT_APP_PATHS.order, label: live ? t('ui.subscribe.cta.renew') : t('ui.subscribe.cta.choose') }

  return (
    <Page title={t('route.subscribe-index')}>
      <div className={styles.screen}>
        <section className={styles.hero} aria-labelledby="subscribe-hero">
          <h2 id="subscribe-hero" className={styles.heroTitle}>
            {t('ui.subscribe.hero.title')}
          </h2>
          <p className={styles.heroText}>{t('ui.subscribe.hero.text')}</p>
        </section>
        {live && until ? (
          <section className={styles.status} aria-live="polite">
            <p className={styles.statusTitle}>{t('ui.subscribe.live.title')}</p>
            <p className={styles.note}>
              {t('ui.subscribe.live.until', { date: formatListingDate(until, currentLocale()) })}
            </p>
            <div className={styles.links}>
              <Link className={styles.tile} to={AGENT_APP_PATHS.appConfig}>
                {t('route.appconfig')}
              </Link>
              <Link className={styles.tile} to={AGENT_APP_PATHS.myQrCode}>
                {t('route.myqrcode')}
              </Link>
              <Link className={styles.tile} to={AGENT_APP_PATHS.userList}>
                {t('route.user-list')}
              </Link>
              <Link className={styles.tile} to={AGENT_APP_PATHS.dashboard}>
                {t('route.subscribe-dashboard')}
              </Link>
            </div>
          </section>
        ) : null}
        <section className={styles.card} aria-labelledby="subscribe-benefits">
          <h2 id="subscribe-benefits" className={styles.cardTitle}>
            {t('ui.subscribe.benefits.title')}
          </h2>
          <ul className={styles.benefits}>
            {BENEFITS.map((b, i) => (
              <li key={b} className={styles.benefit}>
                <span className={styles.benefitMark} aria-hidden="true">
                  {i + 1}
                </span>
                <span>
                  <strong>{t(`ui.subscribe.benefit.${b}.title`)}</strong>
                  {t(`ui.subscribe.benefit.${b}.text`)}
                </span>
              </li>
            ))}
          </ul>
        </section>
        <section className={styles.card} aria-labelledby="subscribe-plans">
          <h2 id="subscribe-plans" className={styles.cardTitle}>
            {t('ui.subscribe.plans.title')}
          </h2>
          <PlanCards />
          <p className={styles.note}>{t('ui.subscribe.plans.note')}</p>
        </section>
        <div className={styles.actions}>
          <Link className={styles.primary} to={next.to}>
            {next.label}
          </Link>
          {!signedIn ? (
            <Link className={styles.secondary} to={AGENT_APP_PATHS.register}>
              {t('ui.subscribe.cta.register')}
            </Link>
          ) : null}
          <Link className={styles.secondary} to={AGENT_APP_PATHS.guide}>
            {t('ui.subscribe.cta.guide')}
          </Link>
        </div>
      </div>
    </Page>
  )
}
