import { SERVER_STATE_ID } from '@maplenest/core'
import { type DehydratedState, QueryClient } from '@tanstack/react-query'

/** An answer younger than this is shown from the cache without asking again: going back is instant. */
const QUERY_STALE_MS = 60_000
/** An answer no screen has shown for this long leaves the cache. */
const QUERY_GC_MS = 10 * 60_000

/**
 * A new cache for one app (or one test, or one server render). Never a module-level instance: data belongs to one
 * viewer, and a server renders many viewers.
 *
 * No automatic retries: the API client already renews a refused token and replays, toasts what the person must
 * know, and gives up after 60 s; a retry on top would double the wait and the toast. Screens offer "Retry".
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_MS,
        gcTime: QUERY_GC_MS,
        retry: false,
        // A person switching apps is not asking for new data; screens that need it say so.
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  })
}

let serverState: { state: DehydratedState | undefined } | null = null

/**
 * The answers the server drew this page's first screen from (a dehydrated cache in a JSON script element), if it
 * drew it.
 */
export function readServerQueryState(): DehydratedState | undefined {
  if (typeof document === 'undefined') return undefined
  if (!serverState) {
    const text = document.getElementById(SERVER_STATE_ID)?.textContent
    let state: DehydratedState | undefined
    try {
      state = text ? (JSON.parse(text) as DehydratedState) : undefined
    } catch {
      state = undefined
    }
    serverState = { state }
  }
  return serverState.state
}

/**
 * Forgets every answer, because they belonged to another viewer (sold prices are masked for visitors, history is
 * per person). Answers no screen shows are removed; the ones on screen are reset and asked for again, so a screen
 * never keeps showing the previous viewer's data nor waits on a query that left the cache.
 */
export function forgetViewerData(client: QueryClient): Promise<void> {
  client.removeQueries({ type: 'inactive' })
  client.getMutationCache().clear()
  return client.resetQueries({ type: 'active' })
}
