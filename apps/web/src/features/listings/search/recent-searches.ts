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

export function clearRecentSearches(): void {
  write([])
}
