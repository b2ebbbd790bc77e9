import { APP_ROOT_ID, SERVER_TIME_ATTRIBUTE } from '@maplenest/core'
import { useSyncExternalStore } from 'react'

/**
 * "Now" for what a screen says about time ("updated 5 minutes ago", "12 days on market"). A screen the server drew
 * is taken over with the time the server drew it at — the same words, so the browser keeps the server's markup —
 * and then shows the browser's own time. Elsewhere it is the browser's time, read afresh at most once a second.
 */
let drawnAt: Date | null = null
let browserNow = new Date()

/** The server render sets the time of the page it is drawing, just before it draws. */
export function setDrawTime(time: number): void {
  drawnAt = new Date(time)
}

function serverSnapshot(): Date {
  if (drawnAt) return drawnAt
  const written =
    typeof document === 'undefined'
      ? null
      : Number(document.getElementById(APP_ROOT_ID)?.getAttribute(SERVER_TIME_ATTRIBUTE) ?? Number.NaN)
  drawnAt = written !== null && Number.isFinite(written) ? new Date(written) : new Date()
  return drawnAt
}

function browserSnapshot(): Date {
  const time = Date.now()
  if (Math.abs(time - browserNow.getTime()) >= 1000) browserNow = new Date(time)
  return browserNow
}

// Screens do not tick: the time is read when they draw, as before.
const subscribe = () => () => {}

/** The time to draw with (see above). */
export function usePageNow(): Date {
  return useSyncExternalStore(subscribe, browserSnapshot, serverSnapshot)
}
