/**
 * A bounded in-memory cache, least recently used first out: at most `maxEntries` values and `maxBytes` of their
 * sizes (as the caller measures them), each kept at most `ttlMs`. A Map keeps insertion order, so re-inserting a key
 * on every read makes its first key the least recently used.
 */
interface LruCache<V> {
  get(key: string): V | undefined
  set(key: string, value: V, size: number): void
  delete(key: string): void
  clear(): void
  readonly size: number
  readonly bytes: number
}

export function createLruCache<V>(opts: {
  maxEntries: number
  maxBytes: number
  ttlMs: number
  now?: () => number
}): LruCache<V> {
  const now = opts.now ?? Date.now
  const entries = new Map<string, { value: V; size: number; expiresAt: number }>()
  let bytes = 0

  const remove = (key: string) => {
    const entry = entries.get(key)
    if (!entry) return
    entries.delete(key)
    bytes -= entry.size
  }

  return {
    get(key) {
      const entry = entries.get(key)
      if (!entry) return undefined
      if (entry.expiresAt <= now()) {
        remove(key)
        return undefined
      }
      entries.delete(key)
      entries.set(key, entry)
      return entry.value
    },
    set(key, value, size) {
      remove(key)
      // a value larger than the whole cache would only push everything else out
      if (size > opts.maxBytes) return
      entries.set(key, { value, size, expiresAt: now() + opts.ttlMs })
      bytes += size
      while (entries.size > opts.maxEntries || bytes > opts.maxBytes) {
        remove(entries.keys().next().value as string)
      }
    },
    delete: remove,
    clear() {
      entries.clear()
      bytes = 0
    },
    get size() {
      return entries.size
    },
    get bytes() {
      return bytes
    },
  }
}
