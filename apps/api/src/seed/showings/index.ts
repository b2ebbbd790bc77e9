import { cityTimeZone, type ShowingStatus, toShowingTime } from '@maplenest/core'
import { and, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../../db/client.ts'
import { agentProfiles, listings, showings } from '../../db/schema.ts'
import { DEMO_ACCOUNTS } from '../demo-accounts.ts'

const DAY_MS = 24 * 60 * 60 * 1000
const DEMO_HOMES = 4
const HOUR_MS = 60 * 60 * 1000

type Status = ShowingStatus

interface DemoShowing {
  /** Days from the anchor and the local start in Toronto. */
  inDays: number
  at: string
  status: Status
  /** The agent confirmed the time (pending showings). */
  confirmed?: boolean
  /** Which listing: one still on the market, or one that sold since it was booked. */
  listing: 'active' | 'sold'
  message?: string
  remarks?: string
  review?: string
  cancelReason?: 'buyer' | 'listingSold'
  cancelNote?: string
}

/**
 * One showing in each state the lists show, around `anchor`: requests waiting for the agent, a confirmed one
 * ahead, visits of the last days whose outcome the agent has still to record, visits taken to view (one reviewed),
 * an unanswered request that expired, and cancellations by the buyer and by the sale of the home.
 */
const DEMO_SHOWINGS: readonly DemoShowing[] = [
  { inDays: 2, at: '14:00', status: 'Pending', listing: 'active', message: 'Is the parking spot included?' },
  { inDays: 3, at: '18:30', status: 'Pending', listing: 'active' },
  {
    inDays: 1,
    at: '11:00',
    status: 'Pending',
    confirmed: true,
    listing: 'active',
    message: 'Two of us, with a tape measure.',
  },
  { inDays: -1, at: '17:00', status: 'Pending', confirmed: true, listing: 'active' },
  {
    inDays: -1,
    at: '11:30',
    status: 'Pending',
    confirmed: true,
    listing: 'active',
    message: 'Can we see the locker too?',
  },
  { inDays: -2, at: '18:00', status: 'Pending', confirmed: true, listing: 'active' },
  {
    inDays: -5,
    at: '16:00',
    status: 'Processed',
    listing: 'active',
    remarks: 'Viewed together; the buyer liked the layout, concerned about street noise.',
    review: 'Olivia was on time, knew the building well and answered every question about the fees.',
  },
  {
    inDays: -3,
    at: '10:30',
    status: 'Processed',
    listing: 'active',
    remarks: 'Viewed; sending the status certificate by e-mail.',
  },
  { inDays: -7, at: '19:00', status: 'Expired', listing: 'active', message: 'After work if possible.' },
  {
    inDays: 4,
    at: '09:30',
    status: 'Cancelled',
    listing: 'active',
    cancelReason: 'buyer',
    cancelNote: 'Something came up at work; I will book another day.',
  },
  { inDays: 5, at: '15:00', status: 'Cancelled', listing: 'sold', cancelReason: 'listingSold' },
]

/**
 * Showings of the demo buyer handled by the demo agent (Olivia Chen) on her Toronto listings, one in each status, so
 * both sides' lists are full on first start. Written as rows, because half of them lie in the past, where no
 * booking is accepted. Skipped when the buyer has any showing.
 */
export async function seedDemoShowings(app: FastifyInstance, opts: { anchor: Date }): Promise<number> {
  const db = app.database.db as Db
  const buyerAccount = DEMO_ACCOUNTS.find((a) => a.type === 'user')
  const agentAccount = DEMO_ACCOUNTS.find((a) => a.type === 'agent')
  const buyer = buyerAccount ? await app.users.findByEmail(buyerAccount.email) : null
  const agent = agentAccount ? await app.users.findByEmail(agentAccount.email) : null
  if (!buyer || !agent || !buyerAccount) return 0
  const [existing] = await db.select({ id: showings.id }).from(showings).where(eq(showings.buyerId, buyer.id)).limit(1)
  if (existing) return 0
  const [profile] = await db
    .select({ id: agentProfiles.id })
    .from(agentProfiles)
    .where(eq(agentProfiles.userId, agent.id))
  const pick = async (kind: 'active' | 'sold', count: number) =>
    db
      .select({
        mlNum: listings.mlNum,
        lsc: listings.lsc,
        mine: sql<boolean>`${listings.listAgentId} = ${profile?.id ?? null}`,
      })
      .from(listings)
      .where(
        and(
          eq(listings.city, 'toronto'),
          eq(listings.sr, 'Sale'),
          kind === 'active' ? eq(listings.status, 'A') : eq(listings.lsc, 'sld'),
        ),
      )
      .orderBy(
        profile ? sql`(${listings.listAgentId} = ${profile.id}) desc nulls last` : listings.mlNum,
        listings.mlNum,
      )
      .limit(count)
  // Four homes of hers carry the showings (a buyer often sees one twice): the rest stay free to book.
  const active = await pick('active', DEMO_HOMES)
  const [sold] = await pick('sold', 1)
  const timeZone = cityTimeZone('toronto')
  let added = 0
  for (const [n, s] of DEMO_SHOWINGS.entries()) {
    const home = s.listing === 'sold' ? sold : active[n % Math.max(active.length, 1)]
    if (!home) continue
    const day = new Date(opts.anchor.getTime() + s.inDays * DAY_MS).toISOString().slice(0, 10)
    const time = new Date(toShowingTime(day, s.at, 'toronto'))
    const booked = new Date(Math.min(time.getTime(), opts.anchor.getTime()) - 2 * DAY_MS)
    const answeredAt = new Date(booked.getTime() + 3 * HOUR_MS)
    // an outcome is recorded after the visit
    const handledAt = s.status === 'Processed' ? new Date(time.getTime() + 2 * HOUR_MS) : null
    const confirmedAt = s.confirmed || s.status === 'Processed' ? answeredAt : null
    const cancelledAt = s.status === 'Cancelled' ? new Date(opts.anchor.getTime() - (n + 1) * HOUR_MS) : null
    await db.insert(showings).values({
      buyerId: buyer.id,
      mlNum: home.mlNum,
      time,
      timeZone,
      status: s.status,
      reviewStatus: s.review ? 'Reviewed' : 'NotReviewed',
      agentUserId: agent.id,
      assignedBy: home.mine ? 'listingAgent' : 'brokerage',
      name: buyer.userName ?? 'Daniel Wong',
      phone: buyerAccount.phonenumber ?? '+14165550101',
      email: buyerAccount.email,
      wechat: 'daniel_wong_to',
      message: s.message ?? null,
      remarks: s.remarks ?? null,
      handledBy: handledAt ? agent.id : null,
      handledAt,
      confirmedAt,
      cancelReason: s.cancelReason ?? null,
      cancelNote: s.cancelNote ?? null,
      cancelledAt,
      seenLsc: home.lsc,
      changeFromLsc: s.cancelReason === 'listingSold' ? 'new' : null,
      changeToLsc: s.cancelReason === 'listingSold' ? 'sld' : null,
      changedAt: s.cancelReason === 'listingSold' ? cancelledAt : null,
      review: s.review ?? null,
      reviewedAt: s.review ? new Date(time.getTime() + DAY_MS) : null,
      createdAt: booked,
      updatedAt: cancelledAt ?? handledAt ?? confirmedAt ?? booked,
    })
    added += 1
  }
  return added
}
