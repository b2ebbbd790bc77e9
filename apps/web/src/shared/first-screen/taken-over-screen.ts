import { TAKEN_OVER_EVENT } from '@maplenest/core'
import { startTransition } from 'react'

/**
 * Whether the app started by taking over a screen the server drew (hydrating it) rather than drawing its own.
 * Set once by the app's start, before the first render; the server's own render never sets it.
 */
let takingOver = false
/** Whether the app has said it runs the drawn screen (TAKEN_OVER_EVENT): the taking over is done. */
let takenOver = false

export function markTakingOverDrawnScreen(): void {
  takingOver = true
  document.addEventListener(
    TAKEN_OVER_EVENT,
    () => {
      takenOver = true
    },
    { once: true },
  )
}

export function isTakingOverDrawnScreen(): boolean {
  return takingOver
}

/**
 * A screen's state update made while the app takes the drawn screen over is made in slices (a transition), so the
 * page answers a tap meanwhile; at any other time, at once, before the browser paints.
 */
export function updateAsTakenOver(update: () => void): void {
  if (takingOver && !takenOver) startTransition(update)
  else update()
}
