import type { ReactNode } from 'react'
import { isApiError, isConnectionProblem } from '../api/api-error.ts'
import { type FailedTexts, LoadStateFailed } from './load-state-failed.tsx'

/** What LoadState reads of a query (a `useQuery` result or a `Paged` list fits). */
export interface Loadable<T> {
  status: 'pending' | 'error' | 'success'
  data: T | undefined
  error: unknown
  refetch: () => unknown
}

export interface LoadStateProps<T> {
  query: Loadable<T>
  /** Shown while the first answer is on its way: a skeleton of the content, or `<PageLoading />`. */
  loading: ReactNode
  failed: FailedTexts
  /** Shown instead of `failed` when the server says the record does not exist. */
  notFound?: ReactNode
  /** Which errors mean "not found" (default: 404). */
  isNotFound?: (error: unknown) => boolean
  /** Shown instead of the content when the answer has nothing in it. */
  empty?: ReactNode
  isEmpty?: (data: T) => boolean
  /** A class for a box around the failed and not-found views (screens that pad them). */
  boxClassName?: string
  children: (data: T) => ReactNode
}

const is404 = (error: unknown) => isApiError(error) && error.code === 404

/**
 * One screen part that loads: the loading slot, "could not load" with a retry button (worded for a server failure
 * or a lost connection), not found, empty, or the content. Data kept from before stays on screen while a newer answer is fetched.
 */
export function LoadState<T>(props: LoadStateProps<T>) {
  const { query, loading, failed, notFound, isNotFound = is404, empty, isEmpty, boxClassName, children } = props
  const { data } = query
  if (data !== undefined) {
    if (empty !== undefined && isEmpty?.(data)) return <>{empty}</>
    return <>{children(data)}</>
  }
  if (query.status !== 'error') return <>{loading}</>
  const view =
    notFound !== undefined && isNotFound(query.error) ? (
      notFound
    ) : (
      <LoadStateFailed
        texts={failed}
        connection={isConnectionProblem(query.error)}
        onRetry={() => void query.refetch()}
      />
    )
  return boxClassName ? <div className={boxClassName}>{view}</div> : view
}
