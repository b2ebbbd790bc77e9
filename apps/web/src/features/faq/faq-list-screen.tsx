import { FAQ_TOPICS, type FaqEntry, type FaqTopic, type MessageKey } from '@maplenest/core'
import { Button } from 'antd-mobile'
import { useDeferredValue, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { EmptyState } from '../../shared/ui/empty-state.tsx'
import { LoadState } from '../../shared/ui/load-state.tsx'
import { PageLoading } from '../../shared/ui/loading.tsx'
import { Page } from '../../shared/ui/page.tsx'
import { useFaqSearch } from './api/search-faq.ts'
import styles from './faq.module.css'
import { ASK_US_PATH, faqDetailPath } from './faq-paths.ts'

const topicKey = (topic: FaqTopic) => `faq.topic.${topic}` as MessageKey

function byTopic(entries: readonly FaqEntry[]): [FaqTopic, FaqEntry[]][] {
  return FAQ_TOPICS.flatMap((topic): [FaqTopic, FaqEntry[]][] => {
    const found = entries.filter((e) => e.topic === topic)
    return found.length > 0 ? [[topic, found]] : []
  })
}

/** my/faq/faq-list: the questions grouped by topic, with a search over both languages kept in the address. */
export function FaqListScreen({ title }: { title: string }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const id = useId()
  const [params, setParams] = useSearchParams()
  const [text, setText] = useState(params.get('q') ?? '')
  const q = useDeferredValue(text.trim())
  const faq = useFaqSearch(q)

  const change = (value: string) => {
    setText(value)
    setParams(value.trim() ? { q: value.trim() } : {}, { replace: true })
  }

  return (
    <Page title={title}>
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is unknown to browsers (and jsdom) older than 2023; a form with the role is the same landmark everywhere */}
      <form role="search" className={styles.search} onSubmit={(e) => e.preventDefault()}>
        <input
          type="search"
          aria-label={t('ui.faq.searchLabel')}
          className={styles.searchInput}
          value={text}
          placeholder={t('ui.faq.search')}
          enterKeyHint="search"
          onChange={(e) => change(e.target.value)}
        />
      </form>
      <LoadState
        query={faq}
        loading={<PageLoading />}
        failed={{ title: t('ui.faq.failed'), retry: t('ui.faq.retry') }}
        isEmpty={(entries) => entries.length === 0}
        empty={
          <EmptyState
            title={t('ui.faq.noMatchTitle', { q })}
            description={t('ui.faq.noMatchText')}
            action={
              <Button color="primary" fill="outline" shape="rounded" onClick={() => void navigate(ASK_US_PATH)}>
                {t('ui.faq.askUs')}
              </Button>
            }
          />
        }
      >
        {(entries) => (
          <>
            {q ? (
              <p className={styles.results} role="status">
                {t('ui.faq.results', { count: entries.length })}
              </p>
            ) : null}
            {byTopic(entries).map(([topic, found]) => (
              <section key={topic} className={styles.topic} aria-labelledby={`${id}-${topic}`}>
                <h2 id={`${id}-${topic}`} className={styles.topicTitle}>
                  {t(topicKey(topic))}
                </h2>
                <ul className={styles.questions}>
                  {found.map((entry) => (
                    <li key={entry.id}>
                      <Link to={faqDetailPath(entry.id)} className={styles.question}>
                        <span>{entry.question}</span>
                        <span className={styles.chevron} aria-hidden="true">
                          ›
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </>
        )}
      </LoadState>
    </Page>
  )
}
