import { registerSW } from 'virtual:pwa-register'
import { announceNewBuild, setServiceWorkerUpdate } from '../shared/pwa/index.ts'

/**
 * Registers the service worker that makes the app installable; a failure is only logged (spec §8). A newer build it
 * activates is announced rather than reloaded at once, so the person is offered the reload when no form is open.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return
  registerSW({
    immediate: true,
    onNeedReload: announceNewBuild,
    onRegisteredSW(_url: string, registration: ServiceWorkerRegistration | undefined) {
      if (registration) setServiceWorkerUpdate(async () => void (await registration.update()))
    },
    onRegisterError(error: unknown) {
      console.warn('Service worker registration failed', error)
    },
  })
}
