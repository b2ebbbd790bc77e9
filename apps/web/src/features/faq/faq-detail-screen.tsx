import type { FaqTopic, MessageKey } from '@maplenest/core'
import { Button } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { EmptyState } from '../../shared/ui/empty-state.tsx'
import { LoadState } from '../../shared/ui/load-state.tsx'
import { PageLoading } from '../../shared/ui/loading.tsx'
import { Page } from '../../shared/ui/page.tsx'
import { useFaq } from './api/get-faq.ts'
import styles from './faq.module.css'
import { ASK_US_PATH, FAQ_LIST_PATH } from './faq-paths.ts'

const is404or400 = (e: unknown) =>
  typeof e === 'object' && e !== null && 'code' in e && (e.code === 404 || e.code === 400)

/** my/faq/faq-detail?id=: one question, its answer, and where to go when it did not help. */
export function FaqDetailScreen({ title }: { title: string }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const id = params.get('id') ?? ''
  const faq = useFaq(id)
  const notFound = <EmptyState title={t('ui.faq.detail.notFound')} />
  return (
    <Page title={title}>
      {id ? (
        <LoadState
          query={faq}
          loading={<PageLoading />}
          failed={{ title: t('ui.faq.detail.failed'), retry: t('ui.faq.retry') }}
          isNotFound={is404or400}
          notFound={notFound}
        >
          {(entry) => (
            <>
              <article className={styles.article}>
                <p className={styles.articleTopic}>{t(`faq.topic.${entry.topic as FaqTopic}` as MessageKey)}</p>
                <h2 className={styles.articleTitle}>{entry.question}</h2>
                <p className={styles.answer}>{entry.answer}</p>
              </article>
              <div className={styles.help}>
                <span>{t('ui.faq.detail.stillNeedHelp')}</span>
                <div className={styles.links}>
                  <Button color="primary" fill="outline" shape="rounded" onClick={() => void navigate(ASK_US_PATH)}>
                    {t('ui.faq.askUs')}
                  </Button>
                  <Button shape="rounded" onClick={() => void navigate(FAQ_LIST_PATH)}>
                    {t('ui.faq.detail.backToList')}
                  </Button>
                </div>
              </div>
            </>
          )}
        </LoadState>
      ) : (
        notFound
      )}
    </Page>
  )
}
