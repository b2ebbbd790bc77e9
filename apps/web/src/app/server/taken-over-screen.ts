/**
 * Whether the app started by taking over a screen the server drew (hydrating it) rather than drawing its own.
 * Set once by the app's start, before the first render; the server's own render never sets it.
 */
let takingOver = false

export function markTakingOverDrawnScreen(): void {
  takingOver = true
}

export function isTakingOverDrawnScreen(): boolean {
  return takingOver
}
