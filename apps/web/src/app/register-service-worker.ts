import { registerSW } from 'virtual:pwa-register'

/** Registers the service worker that makes the app installable; a failure is only logged (spec §8). */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return
  registerSW({
    immediate: true,
    onRegisterError(error: unknown) {
      console.warn('Service worker registration failed', error)
    },
  })
}
