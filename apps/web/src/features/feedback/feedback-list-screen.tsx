import { formatDateTime } from '@maplenest/core'
import { Button } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { currentLocale } from '../../shared/i18n/i18n.ts'
import { EmptyState } from '../../shared/ui/empty-state.tsx'
import { LoadState } from '../../shared/ui/load-state.tsx'
import { PageLoading } from '../../shared/ui/loading.tsx'
import { Page } from '../../shared/ui/page.tsx'
import { useMyFeedback } from './api/get-my-feedback.ts'
import styles from './feedback.module.css'
import { FEEDBACK_FORM_PATH, feedbackDetailPath } from './feedback-paths.ts'
import { FeedbackStatusTag } from './feedback-status-tag.tsx'
import { FeedbackTypeTag } from './feedback-type-tag.tsx'

/** my/feedback/feedback-list: what the person sent, newest first, each with whether we replied. */
export function FeedbackListScreen({ title }: { title: string }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const mine = useMyFeedback()
  const newButton = (
    <Button color="primary" fill="outline" shape="rounded" onClick={() => void navigate(FEEDBACK_FORM_PATH)}>
      {t('ui.feedback.list.new')}
    </Button>
  )
  return (
    <Page title={title}>
      <LoadState
        query={mine}
        loading={<PageLoading />}
        failed={{ title: t('ui.feedback.list.failed'), retry: t('ui.feedback.list.retry') }}
        isEmpty={(items) => items.length === 0}
        empty={
          <EmptyState
            title={t('ui.feedback.list.emptyTitle')}
            description={t('ui.feedback.list.emptyText')}
            action={newButton}
          />
        }
      >
        {(items) => (
          <>
            <ul className={styles.list}>
              {items.map((item) => (
                <li key={item.id}>
                  <Link to={feedbackDetailPath(item.id)} className={styles.card}>
                    <span className={styles.cardHead}>
                      <FeedbackTypeTag type={item.type} />
                      <time dateTime={item.createdAt}>{formatDateTime(item.createdAt, currentLocale())}</time>
                    </span>
                    <span className={styles.cardText}>{item.text}</span>
                    <span className={styles.cardHead}>
                      <span />
                      <FeedbackStatusTag status={item.status} />
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
            <div className={styles.form}>{newButton}</div>
          </>
        )}
      </LoadState>
    </Page>
  )
}
