/**
 * The last searches on this device, newest first. Kept under `searchHistory` in localStorage; the typed storage of
 * `shared/storage` has no key for it yet, so this module reads and writes it alone and forgives a full or blocked
 * storage.
 */
export const RECENT_SEARCHES_KEY = 'searchHistory'
export const RECENT_SEARCHES_LIMIT = 10

export function readRecentSearches(): string[] {
  try {
    const parsed: unknown = JSON.parse(globalThis.localStorage?.getItem(RECENT_SEARCHES_KEY) ?? '[]')
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : []
  } catch {
    return []
  }
}

function write(list: readonly string[]): void {
  try {
    globalThis.localStorage?.setItem(RECENT_SEARCHES_KEY, JSON.stringify(list))
  } catch {
    // Storage full or blocked: the list lives for this visit only.
  }
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
