import { LINE_SEPARATOR } from '@maplenest/core'

/**
 * A one-line summary ("Listed 23 Nov 2026 · 1 day on market · updated 7 Nov 2026") that a narrow phone wraps
 * only between its parts: the spaces inside each part become no-break spaces, so "1 day on market" or
 * "800–899 sq ft (74–84 m²)" moves whole to the next line instead of being split or cut off.
 */
export function wrapBetween(parts: readonly string[] | string): string {
  const list = typeof parts === 'string' ? parts.split(LINE_SEPARATOR) : parts
  return list.map((part) => part.replaceAll(' ', '\u00a0')).join(LINE_SEPARATOR)
}
