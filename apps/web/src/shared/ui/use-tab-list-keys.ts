import { type KeyboardEvent, useRef } from 'react'

/**
 * The arrow keys of a tab list: Left and Right choose the previous or next tab (wrapping round) and move the focus to
 * it. `refs` holds the tab buttons in order; `onKeyDown(event, index)` goes on each.
 */
export function useTabListKeys<K>(keys: readonly K[], choose: (key: K) => void) {
  const refs = useRef<(HTMLButtonElement | null)[]>([])
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (!step) return
    event.preventDefault()
    const next = (index + step + keys.length) % keys.length
    const key = keys[next]
    if (key === undefined) return
    choose(key)
    refs.current[next]?.focus()
  }
  return { refs, onKeyDown }
}
