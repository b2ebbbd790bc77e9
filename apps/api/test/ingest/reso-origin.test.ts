import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../src/db/client.ts'
import { createIngest } from '../../src/ingest/index.ts'
import { createResoClient, ResoRequestError } from '../../src/ingest/reso-client.ts'
import { createTestDatabase } from '../helpers/test-database.ts'
import { property, type ResoServer, startResoServer } from './reso-server-fixtures.ts'

const FEED = 'https://feed.example/odata'

/** A client over a scripted fetch: each call answers the next response, and every call is recorded. */
function scripted(responses: Response[]) {
  const calls: { url: string; authorization: string | null }[] = []
  const client = createResoClient({
    baseUrl: FEED,
    token: 'board-token',
    pageSize: 2,
    timeoutMs: 1000,
    retries: 2,
    backoffMs: 1,
    sleep: async () => {},
    fetch: async (input, init) => {
      calls.push({ url: String(input), authorization: new Headers(init?.headers).get('authorization') })
      const next = responses.shift()
      if (!next) throw new Error('no more answers')
      return next
    },
  })
  return { client, calls }
}

const page = (keys: string[], nextLink?: string) =>
  Response.json({ value: keys.map((k) => ({ ListingKey: k })), ...(nextLink ? { '@odata.nextLink': nextLink } : {}) })
const redirect = (location: string) => new Response(null, { status: 302, headers: { location } })

async function read(client: ReturnType<typeof createResoClient>) {
  const seen: string[] = []
  try {
    for await (const p of client.pages('Property', 'ListingKey', null))
      seen.push(...p.records.map((r) => String(r.ListingKey)))
    return { seen, error: null }
  } catch (err) {
    return { seen, error: err }
  }
}

describe('the RESO feed token stays on the feed’s origin', () => {
  it('refuses a next link on another origin, after handing over the page it came with', async () => {
    const { client, calls } = scripted([page(['A', 'B'], 'https://collector.example/odata/Property?$skip=2')])
    const { seen, error } = await read(client)
    expect(seen).toEqual(['A', 'B'])
    expect(error).toBeInstanceOf(ResoRequestError)
    expect((error as ResoRequestError).retryable).toBe(false)
    expect((error as Error).message).toBe(
      "@odata.nextLink leaves the feed's origin https://feed.example for https://collector.example: not followed",
    )
    expect(calls.map((c) => c.url)).toEqual([expect.stringMatching(/^https:\/\/feed\.example\/odata\/Property\?/)])
  })

  it('treats another scheme or port as another origin', async () => {
    for (const link of ['http://feed.example/odata/Property?$skip=2', 'https://feed.example:8443/odata/Property']) {
      const { client, calls } = scripted([page(['A'], link)])
      expect((await read(client)).error).toBeInstanceOf(ResoRequestError)
      expect(calls).toHaveLength(1)
    }
  })

  it('follows next links and redirects on the feed’s own origin, relative ones included, with the token', async () => {
    const { client, calls } = scripted([
      page(['A'], '/odata/Property?$skip=1'),
      redirect('https://feed.example/odata/v2/Property?$skip=1'),
      page(['B'], 'Property?$skip=2'),
      page(['C']),
    ])
    const { seen, error } = await read(client)
    expect(error).toBeNull()
    expect(seen).toEqual(['A', 'B', 'C'])
    expect(calls.map((c) => c.url).slice(1)).toEqual([
      'https://feed.example/odata/Property?$skip=1',
      'https://feed.example/odata/v2/Property?$skip=1',
      'https://feed.example/odata/v2/Property?$skip=2',
    ])
    expect(calls.every((c) => c.authorization === 'Bearer board-token')).toBe(true)
  })

  it('does not follow a redirect to another origin, and does not ask again', async () => {
    const { client, calls } = scripted([redirect('https://collector.example/steal')])
    const { error } = await read(client)
    expect((error as Error).message).toBe(
      "a redirect leaves the feed's origin https://feed.example for https://collector.example: not followed",
    )
    expect(calls).toHaveLength(1)
  })
})

describe('a feed sync whose server links to another host', () => {
  let reso: ResoServer
  let elsewhere: ResoServer
  let database: Database
  beforeAll(async () => {
    reso = await startResoServer()
    elsewhere = await startResoServer()
    database = await createTestDatabase()
    for (let i = 0; i < 5; i++) reso.property.push(property(`C${7000 + i}`, i))
  })
  afterAll(async () => {
    await database?.close()
    await reso?.close()
    await elsewhere?.close()
  })

  it('stores the first page, stops with a report naming both origins, and never sends the token there', async () => {
    reso.nextLinkRoot = new URL(elsewhere.url).origin
    const ingest = createIngest(database, { baseUrl: reso.url, token: reso.token, pageSize: 3, backoffMs: 1 })
    const report = await ingest.sync({ feed: 'reso' })
    expect(report.ok).toBe(false)
    expect(report.error).toBe(
      `@odata.nextLink leaves the feed's origin ${new URL(reso.url).origin} for ${new URL(elsewhere.url).origin}: not followed`,
    )
    expect(report.retries).toBe(0)
    expect(report.property).toMatchObject({ seen: 3, inserted: 3 })
    expect(elsewhere.requests).toEqual([])
  })
})
