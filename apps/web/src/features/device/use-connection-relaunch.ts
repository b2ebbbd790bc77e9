import { CONNECTION_LOST_RELAUNCH_MS } from '@maplenest/core'
import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { networkType, onNetworkChange } from '../../shared/pwa/index.ts'
import { storage } from '../../shared/storage/storage.ts'

/** The screen cannot go on: something it shows has no data and failed, or waits for a connection that is gone. */
function screenCannotContinue(client: QueryClient): boolean {
  return client
    .getQueryCache()
    .findAll({ type: 'active' })
    .some((q) => q.state.data === undefined && (q.state.status === 'error' || q.state.fetchStatus === 'paused'))
}

/**
 * Follows the connection (spec §4: none/other, kept as networkType) and, when it is lost and the screen cannot go on
 * without it, relaunches home after CONNECTION_LOST_RELAUNCH_MS (spec §8).
 */
export function useConnectionRelaunch(currentPath: () => string) {
  const navigate = useNavigate()
  const client = useQueryClient()
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    void storage.set('networkType', networkType())
    const off = onNetworkChange((type) => {
      void storage.set('networkType', type)
      clearTimeout(timer)
      if (type !== 'none') return
      timer = setTimeout(() => {
        if (networkType() !== 'none' || currentPath() === '/' || !screenCannotContinue(client)) return
        void navigate('/', { replace: true })
      }, CONNECTION_LOST_RELAUNCH_MS)
    })
    return () => {
      off()
      clearTimeout(timer)
    }
  }, [client, navigate, currentPath])
}
