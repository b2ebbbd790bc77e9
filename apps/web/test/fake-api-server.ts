/**
 * A stand-in for the API server in web tests: it speaks the real envelope `{code, msg, data}` with the HTTP status
 * equal to the code, so the client under test parses real Response objects. Routes are 'METHOD /path' with
 * optional ':param' segments.
 */
export interface FakeRequest {
  method: string
  path: string
  params: Record<string, string>
  query: URLSearchParams
  headers: Headers
  body: unknown
  /** The request's signal (never aborted when the caller passed none). */
  signal: AbortSignal
}

export interface FakeReply {
  code: number
  msg?: string
  data?: unknown
}

export type FakeRoute = (req: FakeRequest) => FakeReply | Promise<FakeReply>

export interface FakeApi {
  fetch: typeof fetch
  requests: FakeRequest[]
  /** How many requests matched `METHOD /path` (exact path, query ignored). */
  count(method: string, path: string): number
  route(key: string, handler: FakeRoute): void
}

export function createFakeApi(routes: Record<string, FakeRoute> = {}): FakeApi {
  const table = new Map(Object.entries(routes))
  const requests: FakeRequest[] = []

  const match = (method: string, path: string): [FakeRoute, Record<string, string>] | null => {
    for (const [key, handler] of table) {
      const [m, pattern] = key.split(' ') as [string, string]
      if (m !== method) continue
      const want = pattern.split('/')
      const got = path.split('/')
      if (want.length !== got.length) continue
      const params: Record<string, string> = {}
      const fits = want.every((seg, i) => {
        if (!seg.startsWith(':')) return seg === got[i]
        params[seg.slice(1)] = decodeURIComponent(got[i]!)
        return true
      })
      if (fits) return [handler, params]
    }
    return null
  }

  const fakeFetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input), 'http://api.test')
    const method = init.method ?? 'GET'
    const signal = init.signal
    if (signal?.aborted) throw new DOMException('aborted', 'AbortError')
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : (init.body ?? null)
    const found = match(method, url.pathname)
    const req: FakeRequest = {
      method,
      path: url.pathname,
      params: found?.[1] ?? {},
      query: url.searchParams,
      headers: new Headers(init.headers),
      body,
      signal: signal ?? new AbortController().signal,
    }
    requests.push(req)
    const handler = found?.[0] ?? (() => ({ code: 404, msg: 'No such address' }))
    const reply = await new Promise<FakeReply>((resolve, reject) => {
      signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')), { once: true })
      Promise.resolve(handler(req)).then(resolve, reject)
    })
    return new Response(JSON.stringify({ code: reply.code, msg: reply.msg ?? '', data: reply.data ?? null }), {
      status: reply.code,
      headers: { 'content-type': 'application/json; charset=utf-8' },
    })
  }

  return {
    fetch: fakeFetch as typeof fetch,
    requests,
    count: (method, path) => requests.filter((r) => r.method === method && r.path === path).length,
    route: (key, handler) => void table.set(key, handler),
  }
}

/** A route that never answers (until the request is aborted). */
export const never: FakeRoute = () => new Promise<FakeReply>(() => {})

/** An in-memory Storage, so each test starts from exactly the keys it sets. */
export function memoryStorage(initial: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(initial))
  return {
    get length() {
      return map.size
    },
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, String(v)),
    removeItem: (k) => void map.delete(k),
    clear: () => map.clear(),
  }
}
