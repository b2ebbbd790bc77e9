import { useEffect } from 'react'
import { APP_VERSION, announceNewBuild, fetchNewBuild, isNewBuildReady } from '../../shared/pwa/index.ts'
import { getUpdateVersion } from './api/get-update-version.ts'

/** How often an open app asks whether a newer build is live. */
const VERSION_CHECK_INTERVAL_MS = 15 * 60 * 1000

/** Asks the server at start, then every 15 minutes and whenever the app comes back to the foreground. */
export function useVersionCheck(check: (version: string) => Promise<{ update: boolean }> = getUpdateVersion) {
  useEffect(() => {
    let live = true
    const ask = async () => {
      if (isNewBuildReady()) return
      try {
        const answer = await check(APP_VERSION)
        if (!live || !answer.update) return
        // The service worker fetches the new build first, so the reload starts from it.
        await fetchNewBuild()
        announceNewBuild()
      } catch {
        // no answer is no news
      }
    }
    void ask()
    const timer = setInterval(() => void ask(), VERSION_CHECK_INTERVAL_MS)
    const onVisible = () => {
      if (document.visibilityState === 'visible') void ask()
    }
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      live = false
      clearInterval(timer)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [check])
}
