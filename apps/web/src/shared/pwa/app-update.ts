/**
 * The running build and news of a newer one. The service worker registration announces a newer build it has
 * activated, and lets others ask it to look for one; the version check asks the server. Screens offer a reload.
 */
declare const __APP_VERSION__: string

/** The version of this build (the build writes it; tests and dev servers without it read '0.0.0'). */
export const APP_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : '0.0.0'

type Listener = () => void
const listeners = new Set<Listener>()
let ready = false
let checker: (() => Promise<void>) | null = null

/** A newer build is live (the server says so) or already active (the service worker took it). */
export function announceNewBuild(): void {
  ready = true
  for (const listener of [...listeners]) listener()
}

export const isNewBuildReady = () => ready

export function onNewBuild(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The service worker's own update check (registration.update), when one is registered. */
export function setServiceWorkerUpdate(run: () => Promise<void>): void {
  checker = run
}

/** Asks the service worker to fetch the new build now, so the reload starts from it. */
export async function fetchNewBuild(): Promise<void> {
  await checker?.().catch(() => {})
}

/** For tests: forget what was announced. */
export function resetAppUpdate(): void {
  ready = false
  listeners.clear()
  checker = null
}
