import type { ListingDemand } from '@maplenest/core'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { favourites, listings, showings } from '../../../src/db/schema.ts'
import { registerAccount } from '../../helpers/accounts.ts'
import type { TestApp } from '../../helpers/test-app.ts'
import { type Callers, createListingsTestApp, HARBOUR } from '../listings/listing-fixtures.ts'

const DAY = 86_400_000

describe('a listing’s demand on MapleNest', () => {
  let t: TestApp
  let callers: Callers
  const at = (daysAgo: number) => new Date(t.clock.now.getTime() - daysAgo * DAY)

  beforeAll(async () => {
    ;({ t, callers } = await createListingsTestApp())
    const db = t.database.db
    await db
      .update(listings)
      .set({ inputDate: at(40) })
      .where(eq(listings.mlNum, HARBOUR.mlNum))
    const showing = (daysAgo: number, status: 'Pending' | 'Processed' | 'Cancelled' = 'Pending') => ({
      buyerId: callers.acceptedUserId,
      mlNum: HARBOUR.mlNum,
      time: at(daysAgo - 2),
      timeZone: 'America/Toronto',
      status,
      assignedBy: 'adminQueue' as const,
      name: 'Buyer',
      phone: '4165550100',
      email: 'vow@example.ca',
      seenLsc: 'new' as const,
      createdAt: at(daysAgo),
    })
    // six this week (one cancelled, not counted), four earlier since listed, one before it was listed
    await db
      .insert(showings)
      .values([
        showing(1),
        showing(2),
        showing(3, 'Processed'),
        showing(4),
        showing(6),
        showing(5, 'Cancelled'),
        showing(10),
        showing(20, 'Processed'),
        showing(30),
        showing(35),
        showing(60),
      ])
    const savers = [callers.acceptedUserId]
    for (const n of [1, 2]) savers.push(await registerAccount(t, { email: `saver${n}@example.ca` }))
    await db
      .insert(favourites)
      .values(savers.map((userId) => ({ userId, type: 'listing' as const, targetId: HARBOUR.mlNum })))
  })
  afterAll(() => t.close())

  const demand = async (mlNum: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ url: `/house/api/listing/v1/${mlNum}/demand`, headers })
    return { status: res.statusCode, body: res.json() as { msg: string; data: ListingDemand } }
  }

  it('counts showings booked this week and since listed, and saves, in buckets', async () => {
    const { status, body } = await demand(HARBOUR.mlNum)
    expect(status).toBe(200)
    expect(body.data).toEqual({
      showings7d: { atLeast: 5, below: 10 },
      showingsTotal: { atLeast: 5, below: 10 },
      saves: { atLeast: 3, below: 5 },
    })
  })

  it('says only “fewer than 3” below the first bucket, so that no one person’s activity can be read', async () => {
    await t.database.db.delete(favourites).where(eq(favourites.userId, callers.acceptedUserId))
    const { body } = await demand(HARBOUR.mlNum, callers.visitor)
    expect(body.data.saves).toEqual({ atLeast: 0, below: 3 })
  })

  it('answers 404 for an unknown listing and 400 for a malformed number', async () => {
    expect((await demand('C0000001')).status).toBe(404)
    expect((await demand('C%20%3B')).status).toBe(400)
  })
})
