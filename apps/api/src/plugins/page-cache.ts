import { createLruCache } from '../platform/lru-cache.ts'

/** What a page cache keeps: a drawn value, or a value drawn in part (an answer failed) that is served but not kept. */
export interface Drawn<V> {
  value: V
  /** False when the value must not be served to anyone else (it was drawn from a failed answer). */
  keep: boolean
}

export interface PageCacheOptions {
  /** The current generation of what the pages show (shared by every process), read at most every `checkEveryMs`. */
  generation: () => Promise<number>
  /** Backstop for a change that bumps no generation (an app's subscription running out, an hour passing). */
  ttlMs?: number
  checkEveryMs?: number
  maxEntries?: number
  /** Of the values' sizes as `sizeOf` measures them (UTF-16 code units for text). */
  maxBytes?: number
  sizeOf: (value: unknown) => number
  now?: () => number
  onGenerationError?: (err: unknown) => void
}

export interface PageCache<V> {
  /**
   * The value of `key`: kept from an earlier draw of the current generation, being drawn for another request (both
   * wait for the one draw), or drawn now by `draw`. `hit` says whether this request was spared a draw.
   */
  get(key: string, draw: () => Promise<Drawn<V>>): Promise<{ value: V; hit: boolean }>
  /** Reads the generation again at the next `get` (this process has just bumped it). */
  recheck(): void
  readonly stats: { hits: number; draws: number; entries: number; bytes: number; generation: number }
}

/**
 * Server-drawn pages kept in memory, bounded (least recently used out) and dropped when another process, or this
 * one, bumps the generation of what they show (decision 0098). A value is kept under the generation read before
 * its draw began, so a draw that overlaps a bump is never kept as new.
 */
export function createPageCache<V>(opts: PageCacheOptions): PageCache<V> {
  const now = opts.now ?? Date.now
  const checkEveryMs = opts.checkEveryMs ?? 1000
  const values = createLruCache<V>({
    maxEntries: opts.maxEntries ?? 1000,
    maxBytes: opts.maxBytes ?? 48 * 1024 * 1024,
    ttlMs: opts.ttlMs ?? 60_000,
    now,
  })
  const drawing = new Map<string, { generation: number; promise: Promise<Drawn<V>> }>()
  let generation = -1
  let checkedAt = Number.NEGATIVE_INFINITY
  let reading: Promise<void> | null = null
  const stats = { hits: 0, draws: 0 }

  /** The generation as it is now, read again when the last read is older than a second (one read at a time). */
  async function current(): Promise<number> {
    if (now() - checkedAt >= checkEveryMs) {
      reading ??= opts
        .generation()
        .then((read) => {
          if (read !== generation) {
            values.clear()
            drawing.clear()
            generation = read
          }
        })
        // the database failing to answer: keep what is kept, the TTL still ends it, and try again in a second
        .catch((err: unknown) => opts.onGenerationError?.(err))
        .finally(() => {
          checkedAt = now()
          reading = null
        })
      await reading
    }
    return generation
  }

  return {
    async get(key, draw) {
      const at = await current()
      const kept = values.get(key)
      if (kept !== undefined) {
        stats.hits += 1
        return { value: kept, hit: true }
      }
      const pending = drawing.get(key)
      if (pending && pending.generation === at) {
        stats.hits += 1
        return { value: (await pending.promise).value, hit: true }
      }
      stats.draws += 1
      const promise = draw()
      const entry = { generation: at, promise }
      drawing.set(key, entry)
      try {
        const drawn = await promise
        if (drawn.keep && generation === at) values.set(key, drawn.value, opts.sizeOf(drawn.value))
        return { value: drawn.value, hit: false }
      } finally {
        if (drawing.get(key) === entry) drawing.delete(key)
      }
    },
    recheck() {
      checkedAt = Number.NEGATIVE_INFINITY
    },
    get stats() {
      return { ...stats, entries: values.size, bytes: values.bytes, generation }
    },
  }
}
