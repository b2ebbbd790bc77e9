import { type DehydratedState, dehydrate, hydrate, type Query, type QueryClient } from '@tanstack/react-query'

/** Where the saved copies live on the phone (localStorage; a visitor login clears it with the rest). */
export const SAVED_QUERIES_KEY = 'maplenest.savedQueries'
/** A saved copy older than this is not shown: it would mislead more than help. */
export const SAVED_QUERIES_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000
/** The most recent answers kept; older ones make room (a list page is ~20 kB, a detail ~3 kB). */
export const SAVED_QUERIES_LIMIT = 60
/** Writes wait for a quiet moment, so a list loading page after page is written once. */
export const SAVE_DELAY_MS = 500

/**
 * What is worth opening without a connection: listings and their lists, pre-construction projects and theirs, and
 * the person's own favourites. Anything else — someone else's shared list, sessions, agents' tools, chat — is
 * asked for again.
 */
const SAVED_KINDS = new Set([
  'listings/detail',
  'listings/search',
  'precons/precons',
  'precons/layout',
  'precons/search',
  'favourites/ids',
  'favourites/list',
])

const isSaved = (query: Query) =>
  query.state.status === 'success' &&
  query.state.data !== undefined &&
  SAVED_KINDS.has(`${String(query.queryKey[0])}/${String(query.queryKey[1])}`)

interface SavedCopy {
  version: 1
  savedAt: number
  state: DehydratedState
}

type Backend = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

const isSavedCopy = (value: unknown): value is SavedCopy => {
  if (typeof value !== 'object' || value === null) return false
  const { version, savedAt, state } = value as Record<string, unknown>
  return (
    version === 1 &&
    typeof savedAt === 'number' &&
    typeof state === 'object' &&
    state !== null &&
    Array.isArray((state as DehydratedState).queries)
  )
}

/**
 * Puts the answers saved on this phone back in the cache before the first screen draws, so a listing or a list
 * opened before opens again without a connection. Each answer keeps the time it was fetched, which the offline
 * notice shows, and is marked for asking again: online, a screen showing it fetches it anew (a share revoked since,
 * a price changed). A malformed or too old copy is dropped.
 */
export function restoreSavedQueries(
  client: QueryClient,
  backend: Backend | undefined,
  now: number,
  /** Answers the page already carries (a server-drawn screen's): theirs are newer and drew the screen. */
  except?: DehydratedState,
): void {
  if (!backend) return
  try {
    const copy = readCopy(backend)
    if (!copy) {
      backend.removeItem(SAVED_QUERIES_KEY)
      return
    }
    const drawn = new Set(except?.queries.map((query) => query.queryHash))
    const fresh = copy.state.queries.filter(
      (query) =>
        !drawn.has(query.queryHash) &&
        now - query.state.dataUpdatedAt <= SAVED_QUERIES_MAX_AGE_MS &&
        query.state.dataUpdatedAt <= now,
    )
    hydrate(client, { mutations: [], queries: fresh })
    // shown at once, and asked for again whenever a screen shows one with a connection, however recent
    const restored = new Set(fresh.map((query) => query.queryHash))
    void client.invalidateQueries({ predicate: (query) => restored.has(query.queryHash), refetchType: 'none' })
  } catch {
    // storage unavailable or the copy unreadable: the app simply starts without saved copies
  }
}

function readCopy(backend: Backend): SavedCopy | null {
  try {
    const raw = backend.getItem(SAVED_QUERIES_KEY)
    const copy: unknown = raw ? JSON.parse(raw) : null
    return isSavedCopy(copy) ? copy : null
  } catch {
    return null
  }
}

/**
 * The answers to keep: the cache's, and the ones saved before that the cache has since let go (an answer leaves
 * the cache ten minutes after its screen closed; its saved copy stays). The newer of two copies of the same
 * question wins; the newest `limit` are kept.
 */
function merged(client: QueryClient, before: SavedCopy | null, limit: number): DehydratedState {
  const byHash = new Map<string, DehydratedState['queries'][number]>()
  for (const query of before?.state.queries ?? []) byHash.set(query.queryHash, query)
  for (const query of dehydrate(client, { shouldDehydrateQuery: isSaved }).queries) {
    const known = byHash.get(query.queryHash)
    if (!known || known.state.dataUpdatedAt <= query.state.dataUpdatedAt) byHash.set(query.queryHash, query)
  }
  const queries = [...byHash.values()].sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt).slice(0, limit)
  return { mutations: [], queries }
}

/** Writes the newest answers; when the phone's storage is full, fewer, down to none. */
export function saveQueries(client: QueryClient, backend: Backend | undefined, now: number): void {
  if (!backend) return
  const before = readCopy(backend)
  for (let limit = SAVED_QUERIES_LIMIT; limit >= 1; limit = Math.floor(limit / 2)) {
    try {
      const copy: SavedCopy = { version: 1, savedAt: now, state: merged(client, before, limit) }
      backend.setItem(SAVED_QUERIES_KEY, JSON.stringify(copy))
      return
    } catch {
      // quota: try with half as many
    }
  }
  forgetSavedQueries(backend)
}

/** Saves the cache's answers after each change settles; returns the function that stops. */
export function keepSavedQueries(
  client: QueryClient,
  backend: Backend | undefined,
  clock: () => number = Date.now,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return
    clearTimeout(timer)
    timer = setTimeout(() => saveQueries(client, backend, clock()), SAVE_DELAY_MS)
  })
  return () => {
    clearTimeout(timer)
    unsubscribe()
  }
}

/** Drops every saved copy (another viewer: sold prices, favourites and history are per person). */
export function forgetSavedQueries(backend: Backend | undefined): void {
  try {
    backend?.removeItem(SAVED_QUERIES_KEY)
  } catch {
    // nothing saved that could be read either
  }
}

/** The phone's localStorage, or undefined where the browser refuses it (private modes, server renders). */
export function localBackend(): Backend | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage
  } catch {
    return undefined
  }
}
