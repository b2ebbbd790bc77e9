import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '../../../shared/api/api-error.ts'
import { localBackend } from '../../../shared/offline/index.ts'
import { networkType, onNetworkChange } from '../../../shared/pwa/index.ts'
import { showToast } from '../../../shared/ui/overlays.ts'
import { dropQueuedFavourite, queuedFavouritesOf } from '../queued-favourites.ts'
import { FAVOURITES_KEY } from './favourite-ids.ts'
import { changeFavourite } from './toggle-favourite.ts'

export type ReplayOutcome = { sent: number; refused: string[]; waiting: number }

let replaying: Promise<ReplayOutcome> | null = null

/**
 * Sends the favourites a person changed offline, oldest first. A change the server refuses is dropped and its
 * reason returned (the person is told); a change still without a connection stays, with the ones after it.
 * Concurrent calls share one replay.
 */
function replayQueuedFavourites(userId: string, now: number): Promise<ReplayOutcome> {
  replaying ??= (async () => {
    const backend = localBackend()
    const outcome: ReplayOutcome = { sent: 0, refused: [], waiting: 0 }
    const queued = queuedFavouritesOf(backend, userId, now)
    for (const [index, change] of queued.entries()) {
      try {
        await changeFavourite(change)
        outcome.sent += 1
      } catch (error) {
        if (!isApiError(error) || error.kind !== 'server') {
          outcome.waiting = queued.length - index
          break
        }
        outcome.refused.push(error.msg)
      }
      dropQueuedFavourite(backend, change)
    }
    return outcome
  })().finally(() => {
    replaying = null
  })
  return replaying
}

/** While a person is signed in: their offline favourites are sent at start and whenever the connection returns. */
export function useReplayQueuedFavourites(userId: string | undefined) {
  const client = useQueryClient()
  const { t } = useTranslation()
  useEffect(() => {
    if (!userId) return
    const replay = async () => {
      if (networkType() === 'none') return
      const { sent, refused } = await replayQueuedFavourites(userId, Date.now())
      if (sent === 0 && refused.length === 0) return
      for (const reason of refused) showToast({ content: t('favourite.toast.replayRefused', { reason }) })
      if (sent > 0 && refused.length === 0) showToast({ content: t('favourite.toast.replayed') })
      await client.invalidateQueries({ queryKey: FAVOURITES_KEY })
    }
    void replay()
    return onNetworkChange((type) => {
      if (type !== 'none') void replay()
    })
  }, [userId, client, t])
}
