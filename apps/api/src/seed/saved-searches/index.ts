import { savedSearchCreateSchema } from '@maplenest/core'
import { count, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../../db/client.ts'
import { savedSearches } from '../../db/schema.ts'
import { DEMO_ACCOUNTS } from '../demo-accounts.ts'

const DAY_MS = 24 * 60 * 60 * 1000
/** How long before the anchor the demo buyer saved the search. */
const SAVED_DAYS_AGO = 10

/** The demo buyer's search: the one a buyer in the product's own story saves from the map. */
const NORTH_YORK_CONDOS = {
  city: 'toronto',
  sr: 'Sale',
  roomType: 'condo',
  bedsMin: 2,
  priceMax: 800_000,
  district: 'North York',
}

/**
 * The demo buyer's saved search, saved ten days before the anchor and told in a daily digest: two-bedroom condos in
 * North York up to $800,000. Its alerts are the homes listed since that fit it, matched by the alert job itself from
 * the changes their arrival records (the bulk load of the demo listings records none). Nothing is added when the
 * buyer has a saved search already. Answers how many alerts were stored.
 */
export async function seedDemoSavedSearches(app: FastifyInstance, opts: { anchor: Date }): Promise<number> {
  const email = DEMO_ACCOUNTS.find((a) => a.type === 'user')?.email
  const buyer = email ? await app.users.findByEmail(email) : null
  if (!buyer) return 0
  const db = app.database.db as Db
  const [mine] = await db.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, buyer.id))
  if ((mine?.n ?? 0) > 0) return 0
  const viewer = { userId: buyer.id, sessionId: 'demo-seed', type: buyer.type }
  const input = savedSearchCreateSchema.parse({ query: NORTH_YORK_CONDOS, frequency: 'daily' })
  const saved = await app.savedSearches.create(viewer, input, 'en-GB')
  const savedAt = new Date(opts.anchor.getTime() - SAVED_DAYS_AGO * DAY_MS)
  await db.update(savedSearches).set({ createdAt: savedAt, updatedAt: savedAt }).where(eq(savedSearches.id, saved.id))
  // The homes for sale listed since in the places the search reaches, as the database records a listing's arrival.
  await db.execute(sql`
    insert into listing_changes (ml_num, price, lsc, status, changed_at)
    select l.ml_num, l.price, l.lsc, l.status, l.input_date from listings l
    join saved_search_places p on p.search_id = ${saved.id} and p.place = l.neighbourhood
    where l.city = 'toronto' and l.sr = 'Sale' and l.status = 'A' and l.input_date > ${savedAt}
    order by l.input_date`)
  return app.savedSearchAlerts.matchPending()
}
