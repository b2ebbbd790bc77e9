import { formatDateTime } from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { currentLocale } from '../../shared/i18n/i18n.ts'
import { EmptyState } from '../../shared/ui/empty-state.tsx'
import { LoadState } from '../../shared/ui/load-state.tsx'
import { PageLoading } from '../../shared/ui/loading.tsx'
import { Page } from '../../shared/ui/page.tsx'
import { useFeedback } from './api/get-feedback.ts'
import styles from './feedback.module.css'
import { FeedbackStatusTag } from './feedback-status-tag.tsx'
import { FeedbackTypeTag } from './feedback-type-tag.tsx'

/** my/feedback/feedback-detail?id=: one feedback as sent, its images, and our reply when there is one. */
export function FeedbackDetailScreen({ title }: { title: string }) {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const id = params.get('id') ?? ''
  const feedback = useFeedback(id)
  const locale = currentLocale()
  const notFound = <EmptyState title={t('ui.feedback.detail.notFound')} />
  if (!id) return <Page title={title}>{notFound}</Page>
  return (
    <Page title={title}>
      <LoadState
        query={feedback}
        loading={<PageLoading />}
        failed={{ title: t('ui.feedback.detail.failed'), retry: t('ui.feedback.list.retry') }}
        // A malformed id is answered 400: for the person it is the same as one that does not exist.
        isNotFound={(e) => typeof e === 'object' && e !== null && 'code' in e && (e.code === 404 || e.code === 400)}
        notFound={notFound}
      >
        {(item) => (
          <div className={styles.detail}>
            <section className={styles.section} aria-label={t('ui.feedback.textLabel')}>
              <div className={styles.cardHead}>
                <FeedbackTypeTag type={item.type} />
                <FeedbackStatusTag status={item.status} />
              </div>
              <p className={`${styles.paragraph} ${styles.spaced}`}>{item.text}</p>
              <p className={styles.meta}>
                {t('ui.feedback.detail.sentOn', { date: formatDateTime(item.createdAt, locale) })}
              </p>
            </section>
            {item.images.length > 0 ? (
              <section className={styles.section}>
                <h2 className={styles.sectionTitle}>{t('ui.feedback.detail.images')}</h2>
                <ul className={styles.images}>
                  {item.images.map((src, i) => (
                    <li key={src}>
                      <a href={src} target="_blank" rel="noreferrer">
                        <img src={src} alt={t('ui.feedback.detail.image', { n: i + 1 })} loading="lazy" />
                      </a>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            {item.contact ? (
              <section className={styles.section}>
                <h2 className={styles.sectionTitle}>{t('ui.feedback.detail.contact')}</h2>
                <p className={styles.paragraph}>{item.contact}</p>
              </section>
            ) : null}
            {item.reply ? (
              <section className={`${styles.section} ${styles.reply}`}>
                <h2 className={styles.sectionTitle}>{t('ui.feedback.detail.reply')}</h2>
                <p className={styles.paragraph}>{item.reply}</p>
                {item.repliedAt ? (
                  <p className={styles.meta}>
                    {t('ui.feedback.detail.repliedOn', { date: formatDateTime(item.repliedAt, locale) })}
                  </p>
                ) : null}
              </section>
            ) : (
              // before anyone has replied there is no reply to show, only where the message stands
              <p className={styles.pending} role="status">
                {t('ui.feedback.detail.noReply')}
              </p>
            )}
          </div>
        )}
      </LoadState>
    </Page>
  )
}
