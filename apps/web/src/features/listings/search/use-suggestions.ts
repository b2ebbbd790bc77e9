import type { City } from '@maplenest/core'
import { useEffect, useState } from 'react'
import { useSuggestListings } from '../api/suggest-listings.ts'

/** Spec §9: search input is debounced 300 ms. */
const SUGGEST_DEBOUNCE_MS = 300

/**
 * Suggestions for the typed text, asked 300 ms after the last key; a newer text cancels the older call, and text
 * typed before comes back from the cache.
 */
export function useSuggestions(q: string, city: City) {
  const text = q.trim()
  const [settled, setSettled] = useState(text)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), SUGGEST_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [text])
  return useSuggestListings(settled, city)
}
