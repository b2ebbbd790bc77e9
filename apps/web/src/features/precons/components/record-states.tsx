import { Button } from 'antd-mobile'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { EmptyState } from '../../../shared/ui/empty-state.tsx'
import { PageLoading } from '../../../shared/ui/loading.tsx'
import type { Load } from '../api/precons-api.ts'
import styles from '../precons.module.css'

/** The loading, not-found and failed states of a detail screen; the record once it is there. */
export function RecordStates<T>(props: {
  load: Load<T>
  reload: () => void
  notFoundTitle: string
  notFoundText: string
  children: (data: T) => ReactNode
}) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { load } = props
  if (load.state === 'loading') return <PageLoading />
  if (load.state === 'notFound') {
    return (
      <div className={styles.stateBox}>
        <EmptyState
          title={props.notFoundTitle}
          description={props.notFoundText}
          action={
            <Button color="primary" fill="outline" shape="rounded" onClick={() => void navigate('/')}>
              {t('ui.precons.detail.goHome')}
            </Button>
          }
        />
      </div>
    )
  }
  if (load.state === 'failed') {
    return (
      <div className={styles.stateBox}>
        <EmptyState
          variant="disconnected"
          title={t('ui.precons.detail.failedTitle')}
          description={t('ui.precons.detail.failedText')}
          action={
            <Button color="primary" shape="rounded" onClick={props.reload}>
              {t('ui.precons.list.retry')}
            </Button>
          }
        />
      </div>
    )
  }
  return <>{props.children(load.data)}</>
}
