import { createLruCache } from '../../platform/lru-cache.ts'

/** Listing PDFs kept in memory by their ETag, which names everything drawn in them (decision 0098). */
interface PdfCache {
  /**
   * The PDF of `etag`: kept, being drawn for another request (both wait for the one drawing), or drawn now; `hit`
   * says whether this request was spared a drawing.
   */
  get(etag: string, draw: () => Promise<Buffer>): Promise<{ body: Buffer; hit: boolean }>
  readonly stats: { hits: number; draws: number; entries: number; bytes: number }
}

export function createPdfCache(opts: { maxEntries?: number; maxBytes?: number; ttlMs?: number } = {}): PdfCache {
  const kept = createLruCache<Buffer>({
    maxEntries: opts.maxEntries ?? 200,
    maxBytes: opts.maxBytes ?? 64 * 1024 * 1024,
    // the ETag changes with what is drawn; this only lets a PDF nobody asks for again go
    ttlMs: opts.ttlMs ?? 60 * 60 * 1000,
  })
  const drawing = new Map<string, Promise<Buffer>>()
  const stats = { hits: 0, draws: 0 }
  return {
    async get(etag, draw) {
      const found = kept.get(etag) ?? drawing.get(etag)
      if (found) {
        stats.hits += 1
        return { body: await found, hit: true }
      }
      stats.draws += 1
      const promise = draw()
      drawing.set(etag, promise)
      try {
        const body = await promise
        kept.set(etag, body, body.byteLength)
        return { body, hit: false }
      } finally {
        drawing.delete(etag)
      }
    },
    get stats() {
      return { ...stats, entries: kept.size, bytes: kept.bytes }
    },
  }
}

/** Whether an If-None-Match header names this ETag (weak or strong, or `*`). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false
  return header.split(',').some((tag) => {
    const t = tag.trim()
    return t === '*' || t.replace(/^W\//, '') === etag
  })
}
