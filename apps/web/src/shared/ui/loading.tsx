import { PAGE_LOADING_DELAY_MS, PAGE_TIMEOUT_MS } from '@maplenest/core'
import { Button } from 'antd-mobile'
import { Suspense, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyState } from './empty-state.tsx'
import styles from './loading.module.css'
import { LazySpinLoading } from './overlays.ts'

type Phase = 'quiet' | 'loading' | 'timeout'

/**
 * Placeholder while a screen loads (spec §8): nothing for the first 200 ms, so fast pages do not flash;
 * a spinner after that; after 60 s an error with a retry button. The spinner is the UI kit's animated one (overlays.ts),
 * which the app fetches once its first screen works.
 */
export function PageLoading() {
  const { t } = useTranslation()
  const [phase, setPhase] = useState<Phase>('quiet')

  useEffect(() => {
    const show = window.setTimeout(() => setPhase('loading'), PAGE_LOADING_DELAY_MS)
    const fail = window.setTimeout(() => setPhase('timeout'), PAGE_TIMEOUT_MS)
    return () => {
      window.clearTimeout(show)
      window.clearTimeout(fail)
    }
  }, [])

  if (phase === 'quiet') return null
  if (phase === 'timeout') {
    return (
      <EmptyState
        variant="disconnected"
        title={t('ui.shell.loadTimeout.title')}
        description={t('ui.shell.loadTimeout.description')}
        action={
          <Button color="primary" shape="rounded" onClick={() => window.location.reload()}>
            {t('ui.shell.retry')}
          </Button>
        }
      />
    )
  }
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <Suspense fallback={null}>
        <LazySpinLoading color="primary" />
      </Suspense>
      <span>{t('ui.shell.loading')}</span>
    </div>
  )
}
