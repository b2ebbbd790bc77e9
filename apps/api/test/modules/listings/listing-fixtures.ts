import type { ListingPage, ListingSummary } from '@maplenest/core'
import { and, eq } from 'drizzle-orm'
import { listingMedia, listings } from '../../../src/db/schema.ts'
import { bearer, passwordLogin, registerAccount, visitorLogin } from '../../helpers/accounts.ts'
import { seedListings } from '../../helpers/seed-listings.ts'
import { createTestApp, type TestApp } from '../../helpers/test-app.ts'

/** The people a listing test signs in as: a visitor, a registered user without the VOW terms, and one with them. */
export interface Callers {
  anonymous: Record<string, string>
  visitor: Record<string, string>
  registered: Record<string, string>
  accepted: Record<string, string>
  acceptedUserId: string
}

/** A listing every listing test can name: a two-bedroom condo for sale at 88 Harbour St, Toronto. */
export const HARBOUR = { mlNum: 'C9988001', address: '88 Harbour St', price: 649_000, beds: 2 } as const

/** Adds HARBOUR, a copy of an available Toronto condo for sale with a known address, price and photo. */
async function addHarbour(t: TestApp): Promise<void> {
  const db = t.database.db
  const [model] = await db
    .select()
    .from(listings)
    .where(
      and(
        eq(listings.city, 'toronto'),
        eq(listings.sr, 'Sale'),
        eq(listings.status, 'A'),
        eq(listings.roomType, 'condo'),
      ),
    )
    .limit(1)
  if (!model) throw new Error('no Toronto condo in the demo data')
  const { id: _id, searchText: _searchText, ...rest } = model
  const [row] = await db
    .insert(listings)
    .values({
      ...rest,
      mlNum: HARBOUR.mlNum,
      lsc: 'new',
      address: HARBOUR.address,
      unit: '1205',
      streetName: 'Harbour St',
      neighbourhood: 'Waterfront Communities-The Island',
      price: HARBOUR.price,
      beds: HARBOUR.beds,
      location: { x: -79.3776, y: 43.6413 },
    })
    .returning({ id: listings.id })
  await db.insert(listingMedia).values({ listingId: row!.id, ord: 1, url: '/house/api/media/v1/C9988001/1.svg' })
}

/** A test app on the tiny demo data set with the callers above signed in. */
export async function createListingsTestApp(
  env: Record<string, string> = {},
): Promise<{ t: TestApp; callers: Callers }> {
  const t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000', RATE_LIMIT_PER_MINUTE: '100000', ...env })
  // Anchored at the test clock, so the time windows of the searches hold listings.
  await seedListings(t.database, { size: 'tiny', anchor: t.clock.now })
  await addHarbour(t)
  const visitor = await visitorLogin(t)
  await registerAccount(t, { email: 'plain@example.ca' })
  const acceptedUserId = await registerAccount(t, { email: 'vow@example.ca' })
  const plainToken = (await passwordLogin(t, 'plain@example.ca', 'secret-pass')).json().data.access_token
  const vowToken = (await passwordLogin(t, 'vow@example.ca', 'secret-pass')).json().data.access_token
  const accepted = bearer(vowToken)
  const res = await t.app.inject({ method: 'POST', url: '/house/api/vow/v1/accept', headers: accepted })
  if (res.statusCode !== 200) throw new Error(`accept failed: ${res.body}`)
  return {
    t,
    callers: {
      anonymous: {},
      visitor: bearer(visitor.access_token),
      registered: bearer(plainToken),
      accepted,
      acceptedUserId,
    },
  }
}

export async function search(
  t: TestApp,
  query: Record<string, string | number>,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: { code: number; msg: string; data: ListingPage } }> {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString()
  const res = await t.app.inject({ url: `/house/api/listing/v1/search?${qs}`, headers })
  return { status: res.statusCode, body: res.json() }
}

/** Every item of a search, page by page, with the totals each page reported. */
export async function walk(
  t: TestApp,
  query: Record<string, string | number>,
  headers: Record<string, string> = {},
): Promise<{ items: ListingSummary[]; totals: number[]; pages: number }> {
  const items: ListingSummary[] = []
  const totals: number[] = []
  let cursor: string | null = null
  let pages = 0
  do {
    const { status, body } = await search(t, cursor ? { ...query, cursor } : query, headers)
    if (status !== 200) throw new Error(`search failed: ${JSON.stringify(body)}`)
    items.push(...body.data.items)
    totals.push(body.data.total)
    cursor = body.data.nextCursor
    pages += 1
    if (pages > 500) throw new Error('too many pages')
  } while (cursor)
  return { items, totals, pages }
}

/** Metres between two points on the earth (haversine). */
export function metresBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2
  return 12_742_000 * Math.asin(Math.sqrt(h))
}
