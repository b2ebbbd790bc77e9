import { Button } from 'antd-mobile'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { isApiError } from '../../../shared/api/api-error.ts'
import { EmptyState } from '../../../shared/ui/empty-state.tsx'
import { type Loadable, LoadState } from '../../../shared/ui/load-state.tsx'
import { PageLoading } from '../../../shared/ui/loading.tsx'
import styles from '../precons.module.css'

/** A malformed id (400) is as unknown as a missing one (404). */
const isUnknownRecord = (error: unknown) => isApiError(error) && (error.code === 404 || error.code === 400)

/** The loading, not-found and failed states of a detail screen; the record once it is there. No id is "not found". */
export function RecordStates<T>(props: {
  id: string | null
  query: Loadable<T>
  notFoundTitle: string
  notFoundText: string
  children: (data: T) => ReactNode
}) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const notFound = (
    <EmptyState
      title={props.notFoundTitle}
      description={props.notFoundText}
      action={
        <Button color="primary" fill="outline" shape="rounded" onClick={() => void navigate('/')}>
          {t('ui.precons.detail.goHome')}
        </Button>
      }
    />
  )
  if (!props.id) return <div className={styles.stateBox}>{notFound}</div>
  return (
    <LoadState
      query={props.query}
      loading={<PageLoading />}
      failed={{
        title: t('ui.precons.detail.failedTitle'),
        text: t('ui.precons.detail.failedText'),
        retry: t('ui.precons.list.retry'),
      }}
      notFound={notFound}
      isNotFound={isUnknownRecord}
      boxClassName={styles.stateBox}
    >
      {props.children}
    </LoadState>
  )
}
