import type { Notice } from '@maplenest/core'
import { Toast } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '../../shared/ui/empty-state.tsx'
import { LoadState } from '../../shared/ui/load-state.tsx'
import { PageLoading } from '../../shared/ui/loading.tsx'
import { Page } from '../../shared/ui/page.tsx'
import { useNotices } from './api/get-notices.ts'
import { useMarkNoticesRead } from './api/mark-notices-read.ts'
import { EmailConsent } from './email-consent.tsx'
import { NoticeRow } from './notice-row.tsx'
import styles from './notices.module.css'

/** The notification centre: newest first, unread ones marked, "mark all read", and the e-mail consent switch. */
export function NoticesScreen({ title }: { title: string }) {
  const { t } = useTranslation()
  const notices = useNotices()
  const marking = useMarkNoticesRead()
  const unread = notices.data?.unread ?? 0

  const open = (notice: Notice) => {
    if (!notice.readAt) marking.mutate({ ids: [notice.id] })
  }
  const markAll = async () => {
    try {
      await marking.mutateAsync({ all: true })
      Toast.show({ content: t('ui.notices.markedAllRead') })
    } catch {
      Toast.show({ content: t('error.submitFailed') })
    }
  }

  const right =
    unread > 0 ? (
      <button type="button" className={styles.toolbarButton} onClick={() => void markAll()}>
        {t('ui.notices.markAllRead')}
      </button>
    ) : null

  return (
    <Page title={title} right={right}>
      <EmailConsent />
      <LoadState
        query={notices}
        loading={<PageLoading />}
        failed={{ title: t('ui.notices.failed'), retry: t('ui.notices.retry') }}
        isEmpty={(page) => page.items.length === 0}
        empty={<EmptyState title={t('ui.notices.emptyTitle')} description={t('ui.notices.emptyText')} />}
      >
        {(page) => (
          <ul className={styles.list}>
            {page.items.map((notice) => (
              <li key={notice.id}>
                <NoticeRow notice={notice} onOpen={open} />
              </li>
            ))}
          </ul>
        )}
      </LoadState>
    </Page>
  )
}
