import { formatDateTime, type Locale } from '@maplenest/core'
import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { useCallback, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { networkType, onNetworkChange } from '../pwa/index.ts'
import styles from './offline-banner.module.css'

/**
 * When the answers on screen were fetched: the oldest of them, since that is how old the page may be. Null when
 * nothing on screen has an answer yet.
 */
function savedCopyTime(client: QueryClient): number | null {
  let oldest: number | null = null
  for (const query of client.getQueryCache().findAll({ type: 'active' })) {
    if (query.state.data === undefined || query.state.dataUpdatedAt === 0) continue
    oldest = oldest === null ? query.state.dataUpdatedAt : Math.min(oldest, query.state.dataUpdatedAt)
  }
  return oldest
}

const subscribeNetwork = (onChange: () => void) => onNetworkChange(onChange)

/**
 * A notice above the bottom bars of every screen while the phone is offline: "Offline — showing saved copy from
 * <time>" when the screen shows answers saved before, else that this page has no saved copy yet. Gone once the
 * connection is back.
 */
export function OfflineBanner() {
  const { t, i18n } = useTranslation()
  const client = useQueryClient()
  // a page the server drew was online then: no banner in its markup, the browser's own state once it has taken over
  const offline = useSyncExternalStore(
    subscribeNetwork,
    () => networkType() === 'none',
    () => false,
  )
  const subscribeCache = useCallback((onChange: () => void) => client.getQueryCache().subscribe(onChange), [client])
  const savedAt = useSyncExternalStore(
    subscribeCache,
    () => (offline ? savedCopyTime(client) : null),
    () => null,
  )
  if (!offline) return null
  return (
    <div className={styles.banner} role="status">
      {savedAt === null
        ? t('ui.offline.noCopy')
        : t('ui.offline.savedCopy', { time: formatDateTime(new Date(savedAt), i18n.language as Locale) })}
    </div>
  )
}
