import type { NetworkType } from '@maplenest/core'

type Listener = (type: NetworkType) => void
const listeners = new Set<Listener>()
let current: NetworkType = typeof navigator !== 'undefined' && navigator.onLine === false ? 'none' : 'other'
let watching = false

/** The connection as spec §4 tracks it: none when offline, other otherwise. */
export const networkType = (): NetworkType => current

/** Starts following the browser's online and offline events (once). */
export function watchNetwork(win: Window = window): void {
  if (watching) return
  watching = true
  const set = (next: NetworkType) => {
    if (next === current) return
    current = next
    for (const listener of [...listeners]) listener(current)
  }
  win.addEventListener('offline', () => set('none'))
  win.addEventListener('online', () => set('other'))
}

export function onNetworkChange(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
