import { APP_ROOT_ID, SERVER_TIME_ATTRIBUTE } from '@maplenest/core'
import { useSyncExternalStore } from 'react'

/**
 * "Now" for what a screen says about time ("updated 5 minutes ago", "12 days on market"). A screen the server drew
 * is taken over with the time the server drew it at — the same words, so the browser keeps the server's markup.
 * Screens do not tick, so while the browser's clock is within a minute of that time, the drawn time goes on standing
 * for "now": taking a screen over then redraws nothing (a different "now" would redraw every card of a list at once,
 * the longest task of the takeover). Otherwise it is the browser's time, read afresh at most once a second.
 */
let drawnAt: Date | null = null
let browserNow = new Date()

/** How far the browser's clock may be from the time a screen was drawn at for the drawn time to stand for "now". */
const DRAWN_TIME_STANDS_MS = 60_000

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

/**
 * The time given out in the current task. React reads a snapshot twice in a row and takes a second value that differs
 * for a store that changes without telling it: a read on each side of a second's (or the drawn minute's) end would.
 */
let thisTask: Date | null = null

function browserSnapshot(): Date {
  if (thisTask) return thisTask
  const time = Date.now()
  if (drawnAt && Math.abs(time - drawnAt.getTime()) < DRAWN_TIME_STANDS_MS) thisTask = drawnAt
  else {
    if (Math.abs(time - browserNow.getTime()) >= 1000) browserNow = new Date(time)
    thisTask = browserNow
  }
  queueMicrotask(() => {
    thisTask = null
  })
  return thisTask
}

// Screens do not tick: the time is read when they draw, as before.
const subscribe = () => () => {}

/** The time to draw with (see above). */
export function usePageNow(): Date {
  return useSyncExternalStore(subscribe, browserSnapshot, serverSnapshot)
}
