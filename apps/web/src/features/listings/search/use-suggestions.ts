import type { City, ListingSuggestion } from '@maplenest/core'
import { useEffect, useState } from 'react'
import { suggestListings } from '../api/suggest-listings.ts'

/** Spec §9: search input is debounced 300 ms. */
export const SUGGEST_DEBOUNCE_MS = 300

export type SuggestionState =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'ready'; items: ListingSuggestion[] }
  | { state: 'failed' }

/** Suggestions for the typed text, asked 300 ms after the last key; the older call is cancelled. */
export function useSuggestions(q: string, city: City): SuggestionState {
  const [result, setResult] = useState<SuggestionState>({ state: 'idle' })
  const text = q.trim()

  useEffect(() => {
    if (text.length === 0) {
      setResult({ state: 'idle' })
      return
    }
    const controller = new AbortController()
    const timer = setTimeout(() => {
      setResult({ state: 'loading' })
      suggestListings(text, city, controller.signal).then(
        (items) => setResult({ state: 'ready', items }),
        () => {
          if (!controller.signal.aborted) setResult({ state: 'failed' })
        },
      )
    }, SUGGEST_DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [text, city])

  return result
}
