import { storage } from '../../../shared/storage/index.ts'

/** The last searches on this device, newest first, under `searchHistory`; a full or blocked storage is forgiven. */
const RECENT_SEARCHES_LIMIT = 10

export function readRecentSearches(): string[] {
  const list: unknown = storage.get('searchHistory')
  return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : []
}

function write(list: string[]): void {
  // Storage full or blocked: the list lives for this visit only.
  void storage.set('searchHistory', list)
}

/** Puts a search first (once) and keeps the newest ten. */
export function rememberSearch(text: string): string[] {
  const q = text.trim()
  if (!q) return readRecentSearches()
  const next = [q, ...readRecentSearches().filter((item) => item.toLowerCase() !== q.toLowerCase())].slice(
    0,
    RECENT_SEARCHES_LIMIT,
  )
  write(next)
  return next
}

/** The list parameters of recent searches that were places, by the words shown; an unreadable entry is left out. */
function readPlaces(): Record<string, Record<string, string>> {
  const stored: unknown = storage.get('searchPlaces')
  return stored && typeof stored === 'object' && !Array.isArray(stored)
    ? (stored as Record<string, Record<string, string>>)
    : {}
}

/**
 * Puts a place picked from the suggestions first, keeping the parameters that open its list: the recent search
 * opens the place again rather than searching its name as text, which no address contains.
 */
export function rememberPlace(label: string, query: Record<string, string>): string[] {
  const next = rememberSearch(label)
  const kept = new Set(next)
  const places = Object.fromEntries(Object.entries(readPlaces()).filter(([words]) => kept.has(words)))
  places[label.trim()] = query
  void storage.set('searchPlaces', places)
  return next
}

/** The list parameters of a recent search that was a place, or null for words searched as text. */
export function recentPlace(label: string): Record<string, string> | null {
  const query = readPlaces()[label]
  return query && typeof query === 'object' && Object.values(query).every((v) => typeof v === 'string') ? query : null
}

export function clearRecentSearches(): void {
  write([])
  void storage.set('searchPlaces', {})
}
