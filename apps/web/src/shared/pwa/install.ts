/** The install prompt Chromium offers (not in the DOM types). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

type Listener = () => void
const listeners = new Set<Listener>()
let deferred: BeforeInstallPromptEvent | null = null
let installed = false

const notify = () => {
  for (const listener of [...listeners]) listener()
}

/**
 * Keeps Chromium's install prompt for later instead of letting it show at once: the app offers it on the install
 * page and in Settings, where it says why. Call early, before the browser fires it.
 */
export function captureInstallPrompt(win: Window = window): void {
  win.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault()
    deferred = event as BeforeInstallPromptEvent
    notify()
  })
  win.addEventListener('appinstalled', () => {
    deferred = null
    installed = true
    notify()
  })
}

export const canPromptInstall = () => deferred !== null
export const wasInstalled = () => installed

export function onInstallChange(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Shows the browser's install prompt; what the person chose, or null when there is no prompt to show. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | null> {
  const event = deferred
  if (!event) return null
  deferred = null
  await event.prompt()
  const { outcome } = await event.userChoice
  if (outcome === 'accepted') installed = true
  notify()
  return outcome
}

/** Opened from the home screen (installed): display-mode standalone, or iOS Safari's navigator.standalone. */
export function isStandalone(win: Window = window): boolean {
  const nav = win.navigator as Navigator & { standalone?: boolean }
  return Boolean(win.matchMedia?.('(display-mode: standalone)').matches || nav.standalone)
}

export type InstallPlatform = 'ios' | 'android' | 'other'

/** iPhone and iPad (iPadOS reports a Mac with touch), Android, or something else. */
export function installPlatform(userAgent: string, maxTouchPoints = 0): InstallPlatform {
  if (/iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1)) return 'ios'
  if (/Android/.test(userAgent)) return 'android'
  return 'other'
}

/** For tests. */
export function resetInstall(): void {
  deferred = null
  installed = false
  listeners.clear()
}
