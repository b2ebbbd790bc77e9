import { formatDateTime } from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import { currentLocale } from '../../../shared/i18n/i18n.ts'
import { EmptyState } from '../../../shared/ui/empty-state.tsx'
import { LoadState } from '../../../shared/ui/load-state.tsx'
import { PageLoading } from '../../../shared/ui/loading.tsx'
import { Page } from '../../../shared/ui/page.tsx'
import { PagedList } from '../../../shared/ui/paged-list.tsx'
import styles from '../activity.module.css'
import { useMyAppLogs } from '../api/get-my-app-logs.ts'

/** my/public/app-log-list: the pages the person opened, newest first, with the app and the device. */
export function AppLogListScreen() {
  const { t } = useTranslation()
  const paged = useMyAppLogs()
  const locale = currentLocale()
  return (
    <Page title={t('route.app-log-list')}>
      <div className={styles.screen}>
        <p className={styles.note}>{t('ui.appLog.intro')}</p>
        <LoadState
          query={paged}
          loading={<PageLoading />}
          failed={{ title: t('ui.clients.failed'), retry: t('ui.clients.retry') }}
          isEmpty={(data) => data.items.length === 0}
          empty={<EmptyState title={t('ui.appLog.empty.title')} description={t('ui.appLog.empty.text')} />}
        >
          {(data) => (
            <PagedList
              paged={paged}
              texts={{
                loadingMore: t('ui.clients.loadingMore'),
                end: t('ui.clients.end'),
                loadMoreFailed: t('ui.clients.failed'),
                retry: t('ui.clients.retry'),
              }}
            >
              <ol className={`${styles.card} ${styles.events}`}>
                {data.items.map((log) => (
                  <li key={log.id} className={styles.event}>
                    <span>{log.pageName}</span>
                    <span className={styles.when}>
                      {[
                        formatDateTime(log.createdAt, locale),
                        log.appName,
                        [log.brand, log.model, log.operSystem].filter(Boolean).join(' · '),
                      ]
                        .filter(Boolean)
                        .join(' — ')}
                    </span>
                  </li>
                ))}
              </ol>
            </PagedList>
          )}
        </LoadState>
      </div>
    </Page>
  )
}
