import { CHUNK_TIMEOUT_MS } from '@maplenest/core'
import type { Screen, ScreenModule } from './screens.ts'

/** Raised when a screen's script cannot be fetched or takes longer than CHUNK_TIMEOUT_MS (spec §8). */
class ChunkLoadError extends Error {
  constructor(
    readonly reason: 'missing' | 'timeout' | 'error',
    options?: { cause?: unknown },
  ) {
    super(`Loading chunk failed (${reason})`, options)
    this.name = 'ChunkLoadError'
  }
}

/** Loads a screen's module, failing with a ChunkLoadError after the chunk time-out. */
export function loadScreen(screen: Screen, timeoutMs: number = CHUNK_TIMEOUT_MS): Promise<ScreenModule> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), timeoutMs)
    screen.load().then(
      (module) => {
        clearTimeout(timer)
        if (typeof module.default === 'function') resolve(module)
        else reject(new ChunkLoadError('missing'))
      },
      (cause: unknown) => {
        clearTimeout(timer)
        reject(new ChunkLoadError('error', { cause }))
      },
    )
  })
}
