import {
  formatAlertReason,
  formatDateTime,
  formatListingDate,
  formatTimelineEntry,
  type Translate,
} from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { currentLocale, translate } from '../../../shared/i18n/i18n.ts'
import { ContactButtons } from '../../../shared/ui/contact-buttons.tsx'
import { EmptyState } from '../../../shared/ui/empty-state.tsx'
import { LoadState } from '../../../shared/ui/load-state.tsx'
import { PageLoading } from '../../../shared/ui/loading.tsx'
import { Page } from '../../../shared/ui/page.tsx'
import styles from '../activity.module.css'
import { useClientContact } from '../api/get-client-contact.ts'
import { useClientDetails } from '../api/get-client-details.ts'

/**
 * my/user/user-listdetails?userId=: one client of the agent's app — how they came, their counts, the alerts about
 * them with why, and their timeline in words (views, favourites, showings, searches), newest first.
 */
export function UserDetailsScreen() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const userId = params.get('userId') ?? ''
  const details = useClientDetails(userId)
  const contact = useClientContact(userId).data
  const locale = currentLocale()
  const words: Translate = (key, params) => translate(locale, key, params)
  const notFound = <EmptyState title={t('ui.clients.notFound.title')} description={t('ui.clients.notFound.text')} />
  return (
    <Page title={t('route.user-list-details')}>
      <div className={styles.screen}>
        {userId ? (
          <LoadState
            query={details}
            loading={<PageLoading />}
            failed={{ title: t('ui.clients.failed'), retry: t('ui.clients.retry') }}
            notFound={notFound}
          >
            {(d) => {
              const name = d.client.name || t('ui.clients.unnamed')
              return (
                <>
                  <section className={styles.card} aria-labelledby="client-name">
                    <h2 id="client-name" className={styles.cardTitle}>
                      {name}
                      {d.client.type !== 'user' ? (
                        <span className={styles.badge}>{t(`ui.clients.type.${d.client.type}`)}</span>
                      ) : null}
                    </h2>
                    <p className={styles.note}>
                      {t('ui.clients.joined', {
                        date: formatListingDate(d.client.since, locale),
                        source: t(`ui.clients.source.${d.client.source}`),
                      })}
                    </p>
                    <dl className={styles.counts}>
                      {(['views', 'favourites', 'showings', 'searches'] as const).map((k) => (
                        <div key={k} className={styles.tile}>
                          <dt>{t(`ui.clients.count.${k}`)}</dt>
                          <dd>{d.counts[k]}</dd>
                        </div>
                      ))}
                    </dl>
                  </section>
                  <section className={styles.card} aria-labelledby="client-contact">
                    <h2 id="client-contact" className={styles.cardTitle}>
                      {t('ui.contact.title')}
                    </h2>
                    {contact ? (
                      <ContactButtons person={contact} />
                    ) : (
                      <p className={styles.note}>{t('ui.contact.none')}</p>
                    )}
                  </section>
                  <section className={styles.card} aria-labelledby="client-alerts">
                    <h2 id="client-alerts" className={styles.cardTitle}>
                      {t('ui.clients.alerts')}
                    </h2>
                    {d.alerts.length === 0 ? (
                      <p className={styles.note}>{t('ui.clients.noAlerts')}</p>
                    ) : (
                      <ul className={styles.events}>
                        {d.alerts.map((a) => (
                          <li key={`${a.reason}:${a.subject}`} className={`${styles.event} ${styles.alert}`}>
                            {formatAlertReason(a, words, name)}
                            <span className={styles.when}>{formatDateTime(a.at, locale)}</span>
                          </li>
                        ))}
                      </ul>
                    )}
                  </section>
                  <section className={styles.card} aria-labelledby="client-timeline">
                    <h2 id="client-timeline" className={styles.cardTitle}>
                      {t('ui.clients.timeline')}
                    </h2>
                    {d.timeline.length === 0 ? (
                      <p className={styles.note}>{t('ui.clients.noActivity')}</p>
                    ) : (
                      <ol className={styles.events}>
                        {d.timeline.map((e) => (
                          <li key={e.id} className={styles.event}>
                            {formatTimelineEntry(e, words)}
                            <span className={styles.when}>{formatDateTime(e.at, locale)}</span>
                          </li>
                        ))}
                      </ol>
                    )}
                    <p className={styles.note}>{t('ui.clients.privacy')}</p>
                  </section>
                </>
              )
            }}
          </LoadState>
        ) : (
          notFound
        )}
      </div>
    </Page>
  )
}
