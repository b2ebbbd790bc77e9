import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { type Loadable, LoadState } from '../../../shared/ui/load-state.tsx'
import { PageLoading } from '../../../shared/ui/loading.tsx'

/** LoadState with this feature's loading and "could not load" views. */
export function AppLoadState<T>({
  query,
  empty,
  isEmpty,
  children,
}: {
  query: Loadable<T>
  empty?: ReactNode
  isEmpty?: (data: T) => boolean
  children: (data: T) => ReactNode
}) {
  const { t } = useTranslation()
  return (
    <LoadState
      query={query}
      loading={<PageLoading />}
      failed={{ title: t('ui.agentApp.failed'), retry: t('ui.agentApp.retry') }}
      {...(empty ? { empty } : {})}
      {...(isEmpty ? { isEmpty } : {})}
    >
      {children}
    </LoadState>
  )
}
