import { STORAGE_RETRY_COUNT, STORAGE_RETRY_DELAY_MS } from '@maplenest/core'
import { STRING_KEYS, type StorageKey, type StoredValues } from './storage-keys.ts'

type Backend = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>

export interface StorageOptions {
  /** Extra attempts after a failed write (spec §4: 3, 100 ms apart). */
  retryCount?: number
  retryDelayMs?: number
  sleep?: (ms: number) => Promise<void>
}

/** Typed access to the app's localStorage keys (spec §3). */
export interface TypedStorage {
  get<K extends StorageKey>(key: K): StoredValues[K] | null
  /**
   * Writes at once; when the browser refuses (quota, private mode) tries again up to `retryCount` times,
   * `retryDelayMs` apart. Resolves true once written, false when every attempt failed.
   */
  set<K extends StorageKey>(key: K, value: StoredValues[K]): Promise<boolean>
  remove(...keys: StorageKey[]): void
  /** Removes every key of the origin's localStorage except `keep`. */
  clearAllExcept(keep: readonly StorageKey[]): void
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

export function createStorage(backend: () => Backend | undefined, options: StorageOptions = {}): TypedStorage {
  const retryCount = options.retryCount ?? STORAGE_RETRY_COUNT
  const retryDelayMs = options.retryDelayMs ?? STORAGE_RETRY_DELAY_MS
  const sleep = options.sleep ?? wait

  const attempt = (fn: (b: Backend) => void): boolean => {
    try {
      const b = backend()
      if (!b) return false
      fn(b)
      return true
    } catch {
      return false
    }
  }

  return {
    get(key) {
      let raw: string | null = null
      attempt((b) => {
        raw = b.getItem(key)
      })
      if (raw === null) return null
      if (STRING_KEYS.has(key)) return raw
      try {
        return JSON.parse(raw)
      } catch {
        return null
      }
    },

    async set(key, value) {
      const raw = STRING_KEYS.has(key) ? String(value) : JSON.stringify(value)
      // no storage at all (the server drawing a page): nothing a retry could change
      if (!attempt(() => {})) return false
      for (let tries = 0; tries <= retryCount; tries++) {
        if (tries > 0) await sleep(retryDelayMs)
        if (attempt((b) => b.setItem(key, raw))) return true
      }
      return false
    },

    remove(...keys) {
      attempt((b) => {
        for (const key of keys) b.removeItem(key)
      })
    },

    clearAllExcept(keep) {
      const kept = new Set<string>(keep)
      attempt((b) => {
        const all: string[] = []
        for (let i = 0; i < b.length; i++) {
          const key = b.key(i)
          if (key !== null) all.push(key)
        }
        for (const key of all) if (!kept.has(key)) b.removeItem(key)
      })
    },
  }
}

/** The browser's localStorage, read lazily so that a refusing browser never throws at import. */
export const storage = createStorage(() => globalThis.localStorage)
