import { PWA_FIRST_OPEN_REDIRECT_MS } from '@maplenest/core'
import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { isStandalone } from '../../shared/pwa/index.ts'
import { storage } from '../../shared/storage/storage.ts'

/**
 * Opened from the home screen (spec §4): sets the PWA flag, and the first such start switches to the home tab after
 * PWA_FIRST_OPEN_REDIRECT_MS, wherever the installed app happened to open.
 */
export function useStandaloneStart(currentPath: () => string, standalone: () => boolean = () => isStandalone()) {
  const navigate = useNavigate()
  useEffect(() => {
    if (!standalone()) return
    void storage.set('isPWA', 'true')
    if (storage.get('pwaFirstOpen') === 'true') return
    const timer = setTimeout(() => {
      void storage.set('pwaFirstOpen', 'true')
      const path = currentPath()
      if (path !== '/' && !path.startsWith('/pages/home')) void navigate('/', { replace: true })
    }, PWA_FIRST_OPEN_REDIRECT_MS)
    return () => clearTimeout(timer)
  }, [navigate, currentPath, standalone])
}
