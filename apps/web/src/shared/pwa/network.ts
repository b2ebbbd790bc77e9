import type { NetworkType } from '@maplenest/core'

type Listener = (type: NetworkType) => void
const listeners = new Set<Listener>()
let current: NetworkType = typeof navigator !== 'undefined' && navigator.onLine === false ? 'none' : 'other'
let watching = false

/** How often, while requests get no answer, a light request asks whether the connection is back. */
export const PROBE_EVERY_MS = 5_000
/** Answered by the server alone (no cache, no rate limit): whether the network reaches it. */
const PROBE_URL = '/healthz'
let probe: ReturnType<typeof setInterval> | null = null

/** The connection as spec §4 tracks it: none when offline, other otherwise. */
export const networkType = (): NetworkType => current

function set(next: NetworkType): void {
  if (next === current) return
  current = next
  for (const listener of [...listeners]) listener(current)
}

function stopProbe(): void {
  if (probe === null) return
  clearInterval(probe)
  probe = null
}

/** Starts following the browser's online and offline events (once). */
export function watchNetwork(win: Window = window): void {
  if (watching) return
  watching = true
  win.addEventListener('offline', () => set('none'))
  win.addEventListener('online', () => {
    stopProbe()
    set('other')
  })
}

/**
 * A request got no answer from the network. The browser's own flag stays "online" on a connection that reaches
 * nothing (a Wi-Fi without an uplink, a captive portal, a phone between networks), so the failure itself says the
 * app is offline; until an answer comes, a light request asks every few seconds whether the connection is back.
 */
export function noteNoAnswer(): void {
  set('none')
  if (probe !== null || typeof fetch !== 'function') return
  probe = setInterval(() => {
    fetch(PROBE_URL, { cache: 'no-store' }).then(noteAnswer, () => {})
  }, PROBE_EVERY_MS)
}

/** A request got an answer (whatever its status): the connection works, unless the browser knows it is gone. */
export function noteAnswer(): void {
  stopProbe()
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return
  set('other')
}

export function onNetworkChange(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
