import type { ResoRecord } from './reso-mapping.ts'

/**
 * A reader of one RESO Web API resource in replication order: `ModificationTimestamp ge <since>`, ordered by
 * ModificationTimestamp then the resource's key, `$top` records a page, following `@odata.nextLink` to the end
 * (on the service root's own origin only: the bearer token is never sent anywhere else).
 * A page that fails (network error, dropped connection, timeout, 429 or 5xx) is asked for again, the same URL,
 * after a growing pause; the caller sees each page once, in order.
 */

export interface ResoClientOptions {
  /** Service root, e.g. https://query.ampre.ca/odata */
  baseUrl: string
  token: string
  pageSize: number
  timeoutMs: number
  /** Further attempts of one page after the first fails. */
  retries: number
  /** Pause before the first retry; doubled for each further one. */
  backoffMs: number
  fetch?: typeof fetch
  sleep?: (ms: number) => Promise<void>
}

interface ResoPage {
  url: string
  records: ResoRecord[]
}

export class ResoRequestError extends Error {
  override name = 'ResoRequestError'
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message)
  }
}

/** An OData DateTimeOffset literal (no quotes), millisecond precision, UTC. */
function odataTimestamp(d: Date): string {
  return d.toISOString()
}

/** The first page's URL: the resource under the service root with the replication query. */
function firstPageUrl(
  baseUrl: string,
  resource: 'Property' | 'Media',
  keyField: string,
  since: Date | null,
  pageSize: number,
): string {
  const query: [string, string][] = []
  if (since) query.push(['$filter', `ModificationTimestamp ge ${odataTimestamp(since)}`])
  query.push(['$orderby', `ModificationTimestamp,${keyField}`], ['$top', String(pageSize)])
  // Spaces as %20, not "+": OData servers read the query by RFC 3986, where "+" is a plus sign.
  const search = query.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')
  return `${baseUrl.replace(/\/+$/, '')}/${resource}?${search}`
}

/** Redirects followed for one page before giving up. */
const MAX_REDIRECTS = 5

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

export function createResoClient(options: ResoClientOptions) {
  const doFetch = options.fetch ?? fetch
  const sleep = options.sleep ?? defaultSleep
  const feedOrigin = new URL(options.baseUrl).origin

  /**
   * The bearer token goes to the feed's own origin only: a next link or redirect elsewhere (a compromised or
   * misconfigured server) would hand the board's token to whoever runs that host. The run stops there, keeping the
   * pages already stored, like any answer it cannot use.
   */
  function assertFeedOrigin(url: string, what: string) {
    const origin = new URL(url).origin
    if (origin !== feedOrigin) {
      throw new ResoRequestError(`${what} leaves the feed's origin ${feedOrigin} for ${origin}: not followed`, false)
    }
  }

  async function fetchOnce(url: string): Promise<{ records: ResoRecord[]; next: string | null }> {
    let res: Response
    let body: unknown
    let at = url
    try {
      // Redirects are followed here rather than by fetch, so each hop is checked to stay on the feed's origin.
      for (let hops = 0; ; hops++) {
        res = await doFetch(at, {
          headers: { authorization: `Bearer ${options.token}`, accept: 'application/json' },
          redirect: 'manual',
          signal: AbortSignal.timeout(options.timeoutMs),
        })
        const location = res.status >= 300 && res.status < 400 ? res.headers.get('location') : null
        if (!location) break
        await res.body?.cancel()
        if (hops >= MAX_REDIRECTS) throw new ResoRequestError(`more than ${MAX_REDIRECTS} redirects from ${url}`, false)
        at = new URL(location, at).toString()
        assertFeedOrigin(at, 'a redirect')
      }
      if (res.status === 429 || res.status >= 500) {
        await res.body?.cancel()
        throw new ResoRequestError(`HTTP ${res.status}`, true)
      }
      if (!res.ok) {
        await res.body?.cancel()
        throw new ResoRequestError(`HTTP ${res.status}`, false)
      }
      // The body is read inside the try: a connection dropped mid-body fails here and is retried.
      body = await res.json()
    } catch (err) {
      if (err instanceof ResoRequestError) throw err
      if (err instanceof SyntaxError) throw new ResoRequestError(`unreadable JSON: ${err.message}`, true)
      const cause = err instanceof Error ? (err.cause instanceof Error ? err.cause.message : err.message) : String(err)
      throw new ResoRequestError(`request failed: ${cause}`, true)
    }
    if (!body || typeof body !== 'object' || !Array.isArray((body as { value?: unknown }).value)) {
      throw new ResoRequestError('answer has no "value" array', false)
    }
    const page = body as { value: unknown[]; '@odata.nextLink'?: unknown }
    const records = page.value.filter((v): v is ResoRecord => !!v && typeof v === 'object' && !Array.isArray(v))
    const link = page['@odata.nextLink']
    return { records, next: typeof link === 'string' && link !== '' ? new URL(link, at).toString() : null }
  }

  async function fetchPage(url: string, onRetry?: (reason: string) => void) {
    for (let attempt = 0; ; attempt++) {
      try {
        return await fetchOnce(url)
      } catch (err) {
        if (!(err instanceof ResoRequestError) || !err.retryable || attempt >= options.retries) throw err
        onRetry?.(err.message)
        await sleep(options.backoffMs * 2 ** attempt)
      }
    }
  }

  return {
    /**
     * Pages of one resource from `since` on (everything when null). `onRetry` hears of each failed attempt that
     * is tried again, for the run report.
     */
    async *pages(
      resource: 'Property' | 'Media',
      keyField: string,
      since: Date | null,
      onRetry?: (reason: string) => void,
    ): AsyncGenerator<ResoPage> {
      let url: string | null = firstPageUrl(options.baseUrl, resource, keyField, since, options.pageSize)
      const seen = new Set<string>()
      while (url) {
        // A server that links back to a page already read would loop for ever.
        if (seen.has(url)) throw new ResoRequestError(`@odata.nextLink repeats ${url}`, false)
        assertFeedOrigin(url, '@odata.nextLink')
        seen.add(url)
        const page = await fetchPage(url, onRetry)
        yield { url, records: page.records }
        url = page.next
      }
    },
  }
}

export type ResoClient = ReturnType<typeof createResoClient>
