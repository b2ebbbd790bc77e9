import type { PreconsPage, PreconsSummary } from '@maplenest/core'
import { seedDemoPrecons } from '../../../src/seed/precons/index.ts'
import { seedListings } from '../../helpers/seed-listings.ts'
import { createTestApp, type TestApp } from '../../helpers/test-app.ts'

/** A test app on the tiny demo listings and pre-construction data, as the server seeds them. */
export async function createPreconsTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000', ...env })
  await seedListings(t.database, { size: 'tiny', anchor: t.clock.now })
  await seedDemoPrecons(t.app, { size: 'tiny', anchor: t.clock.now })
  return t
}

export async function search(
  t: TestApp,
  query: Record<string, string | number>,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: { code: number; msg: string; data: PreconsPage } }> {
  const res = await t.app.inject({ url: '/house/api/precons/v1/search', query: stringify(query), headers })
  return { status: res.statusCode, body: res.json() }
}

const stringify = (q: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(q).map(([k, v]) => [k, String(v)]))

/** Every project of a search, following the cursor. */
export async function walk(t: TestApp, query: Record<string, string | number>): Promise<PreconsSummary[]> {
  const items: PreconsSummary[] = []
  let cursor: string | null = null
  for (let i = 0; i < 100; i++) {
    const { status, body } = await search(t, cursor ? { ...query, cursor } : query)
    if (status !== 200) throw new Error(`search answered ${status}: ${body.msg}`)
    items.push(...body.data.items)
    cursor = body.data.nextCursor
    if (!cursor) return items
  }
  throw new Error('the cursor never ended')
}
