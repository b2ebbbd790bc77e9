import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Locale } from '@maplenest/core'
import Piscina from 'piscina'
import { HttpError } from '../../lib/http-error.ts'
import type { ListingPdfInput } from './listing-pdf.ts'
import type { PdfTask } from './pdf-worker.ts'

/**
 * The worker's file: `pdf-worker-source.mjs` beside this one when running from source, and the bundle's
 * `pdf-worker.js` when running from dist/ (server.js sits beside it, the commands of cli/ one folder down).
 */
function workerFile(): string {
  const here = import.meta.url
  if (here.endsWith('.ts')) return fileURLToPath(new URL('./pdf-worker-source.mjs', here))
  const candidates = [new URL('./pdf-worker.js', here), new URL('../pdf-worker.js', here)]
  const found = candidates.find((url) => existsSync(fileURLToPath(url)))
  if (!found) throw new Error('dist/pdf-worker.js is missing: build the api with `npm run build -w @maplenest/api`')
  return fileURLToPath(found)
}

/** Draws listing PDFs on worker threads. */
interface PdfWorkers {
  /** The PDF's bytes; a 503 refusal when as many drawings already wait as the threads can clear in a few seconds. */
  draw(input: ListingPdfInput, locale: Locale): Promise<Buffer>
  /** Ends the threads (the app is closing). */
  close(): Promise<void>
  /** Threads started so far: none until the first PDF is asked for. */
  readonly threads: number
}

const QUEUE_FULL = 'Task queue is at limit'

/**
 * `threads` worker threads (WORKER_THREADS), started with the first PDF asked for and kept until the app closes; at
 * most four drawings per thread wait their turn, so a burst is refused rather than answered a minute late.
 */
export function createPdfWorkers(threads: number): PdfWorkers {
  let pool: Piscina<PdfTask, Uint8Array> | null = null
  return {
    async draw(input, locale) {
      pool ??= new Piscina<PdfTask, Uint8Array>({
        filename: workerFile(),
        minThreads: threads,
        maxThreads: threads,
        maxQueue: threads * 4,
      })
      try {
        const bytes = await pool.run({ input, locale })
        return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
      } catch (err) {
        if (err instanceof Error && err.message === QUEUE_FULL) throw new HttpError(503, 'error.busy')
        throw err
      }
    },
    async close() {
      const closing = pool
      pool = null
      await closing?.destroy()
    },
    get threads() {
      return pool?.threads.length ?? 0
    },
  }
}
