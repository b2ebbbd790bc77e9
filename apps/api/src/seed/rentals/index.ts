import {
  AVAILABLE_LSC_CODES,
  bedroomRange,
  type CommuteMode,
  cityTimeZone,
  type RentalBedrooms,
  type ReservationStatus,
  todayIn,
  toShowingTime,
  type ViewingMode,
} from '@maplenest/core'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../../db/client.ts'
import {
  agentProfiles,
  listings,
  rentalContactRequests,
  rentalDemandMatches,
  rentalDemands,
  rentalReservations,
} from '../../db/schema.ts'
import { areasNear, findCampus } from '../../modules/rentals/rental-places.ts'
import { DEMO_ACCOUNTS } from '../demo-accounts.ts'
import { makeDemoBelowMarketLease } from './below-market.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/** The first day of the month at least `days` after `day` ("YYYY-MM-DD"). */
function firstOfMonthAfter(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  if (d.getUTCDate() !== 1) d.setUTCMonth(d.getUTCMonth() + 1, 1)
  return d.toISOString().slice(0, 10)
}

function monthsLater(day: string, months: number): string {
  const d = new Date(`${day}T00:00:00Z`)
  d.setUTCMonth(d.getUTCMonth() + months)
  d.setUTCDate(d.getUTCDate() - 1)
  return d.toISOString().slice(0, 10)
}

interface DemoDemand {
  school: string
  budget: number
  bedrooms: RentalBedrooms
  commuteMode: CommuteMode
  commuteMinutes: number
  /** Days from today to the move-in (rounded up to the first of a month) and months of the stay. */
  inDays: number
  months: number
  /** The demo agent's request to contact: waiting for the student, or accepted. */
  request: 'pending' | 'accepted'
  message: string
  prepay: number
}

/** The demo buyer, a student, looks for a room near two campuses: one agent waits for an answer, one was let in. */
const DEMO_DEMANDS: readonly DemoDemand[] = [
  {
    school: 'university-of-toronto-st-george',
    budget: 2800,
    bedrooms: '1',
    commuteMode: 'transit',
    commuteMinutes: 30,
    inDays: 30,
    months: 8,
    request: 'pending',
    message: 'Master’s student starting in January, looking for a quiet one-bedroom near the St George campus.',
    prepay: 0,
  },
  {
    school: 'toronto-metropolitan-university',
    budget: 2400,
    bedrooms: '1',
    commuteMode: 'transit',
    commuteMinutes: 30,
    inDays: 60,
    months: 12,
    request: 'accepted',
    message: 'A one-bedroom within half an hour of TMU for my exchange year.',
    prepay: 3,
  },
]

interface DemoReservation {
  status: ReservationStatus
  inDays: number
  months: number
  message: string | null
  viewing?: { mode: ViewingMode; inDays: number; at: string }
  declineReason?: string
}

/** One reservation in each state the lists show, on the demo agent's leases where she has some. */
const DEMO_RESERVATIONS: readonly DemoReservation[] = [
  {
    status: 'Pending',
    inDays: 35,
    months: 8,
    message: 'Could we do a video viewing first? I am in Shanghai until December.',
  },
  {
    status: 'ViewingProposed',
    inDays: 35,
    months: 12,
    message: 'Two of us, both students at U of T.',
    viewing: { mode: 'video', inDays: 3, at: '19:00' },
  },
  {
    status: 'Confirmed',
    inDays: 40,
    months: 8,
    message: 'Saw it by video with the agent; I would like to take it.',
    viewing: { mode: 'video', inDays: -4, at: '20:00' },
  },
  {
    status: 'Declined',
    inDays: 30,
    months: 4,
    message: null,
    declineReason: 'The landlord has accepted another application for these dates.',
  },
]

/**
 * The demo buyer's rental demands and room reservations, dated from `anchor`, and the demo data's one lease far
 * below its neighbours. Skipped when the buyer has any demand.
 */
export async function seedDemoRentals(
  app: FastifyInstance,
  opts: { anchor: Date },
): Promise<{
  demands: number
  reservations: number
  belowMarket: string | null
}> {
  const db = app.database.db as Db
  const none = { demands: 0, reservations: 0, belowMarket: null }
  const buyerAccount = DEMO_ACCOUNTS.find((a) => a.type === 'user')
  const agentAccount = DEMO_ACCOUNTS.find((a) => a.type === 'agent')
  const buyer = buyerAccount ? await app.users.findByEmail(buyerAccount.email) : null
  const agent = agentAccount ? await app.users.findByEmail(agentAccount.email) : null
  if (!buyer || !agent || !buyerAccount) return none
  const [existing] = await db
    .select({ id: rentalDemands.id })
    .from(rentalDemands)
    .where(eq(rentalDemands.studentId, buyer.id))
    .limit(1)
  if (existing) return none

  const belowMarket = await makeDemoBelowMarketLease(db, agent.id)
  const today = todayIn('toronto', opts.anchor)
  const contact = {
    name: buyer.userName || 'Daniel Wong',
    phone: buyerAccount.phonenumber ?? '+14165550101',
    email: buyerAccount.email,
    wechat: 'daniel_wong_to',
  }

  let demands = 0
  for (const [n, d] of DEMO_DEMANDS.entries()) {
    const campus = findCampus(d.school)
    if (!campus) continue
    const neighbourhoods = areasNear(campus, d.commuteMode, d.commuteMinutes).map((a) => a.name)
    if (neighbourhoods.length === 0) continue
    const moveIn = firstOfMonthAfter(today, d.inDays)
    const beds = bedroomRange(d.bedrooms)
    const created = new Date(opts.anchor.getTime() - (3 + n * 4) * DAY_MS)
    const [row] = await db
      .insert(rentalDemands)
      .values({
        studentId: buyer.id,
        school: campus.id,
        city: campus.city,
        ...contact,
        profile: 'Graduate student from Shanghai, quiet, non-smoker, no pets.',
        nationality: 'China',
        gender: 'male',
        birthYear: 2001,
        languages: ['mandarin', 'english'],
        education: 'master',
        major: 'Urban planning',
        rentPayer: 'parents',
        budget: d.budget,
        guarantor: true,
        acceptRoommates: false,
        preferences: ['furnished', 'nearTransit'],
        hobbies: 'Photography, badminton',
        emergencyName: 'Wong Li',
        emergencyPhone: '+8613800138000',
        moveIn,
        moveOut: monthsLater(moveIn, d.months),
        bedrooms: d.bedrooms,
        bedsMin: beds.min,
        bedsMax: beds.max,
        neighbourhoods,
        commuteMode: d.commuteMode,
        commuteMinutes: d.commuteMinutes,
        creditReport: false,
        jobProof: true,
        prepay: d.prepay,
        canInspect: 'video',
        parentWechat: 'wong_li_sh',
        parentPhone: '+8613800138000',
        message: d.message,
        createdAt: created,
        updatedAt: created,
      })
      .returning({ id: rentalDemands.id })
    if (!row) continue
    demands += 1
    const requestedAt = new Date(created.getTime() + DAY_MS)
    await db.insert(rentalContactRequests).values({
      demandId: row.id,
      agentUserId: agent.id,
      message: 'I list several one-bedrooms near campus and can arrange video viewings in the evening.',
      status: d.request,
      requestedAt,
      decidedAt: d.request === 'accepted' ? new Date(requestedAt.getTime() + 5 * 60 * 60 * 1000) : null,
    })
    // What fitted when the demand was published is on record, so only leases that appear later are announced.
    const fitting = await db
      .select({ mlNum: listings.mlNum })
      .from(listings)
      .where(
        and(
          eq(listings.city, campus.city),
          eq(listings.sr, 'Lease'),
          eq(listings.status, 'A'),
          inArray(listings.lsc, [...AVAILABLE_LSC_CODES]),
          inArray(listings.neighbourhood, neighbourhoods),
          sql`${listings.price} <= ${d.budget}`,
        ),
      )
    if (fitting.length > 0) {
      await db
        .insert(rentalDemandMatches)
        .values(fitting.map((f) => ({ demandId: row.id, mlNum: f.mlNum, matchedAt: created })))
        .onConflictDoNothing()
    }
  }

  // Leases of hers first, then others of Toronto: each reservation on a home of its own.
  const [profile] = await db
    .select({ id: agentProfiles.id })
    .from(agentProfiles)
    .where(eq(agentProfiles.userId, agent.id))
  const leases = await db
    .select({ mlNum: listings.mlNum })
    .from(listings)
    .where(
      and(
        eq(listings.city, 'toronto'),
        eq(listings.sr, 'Lease'),
        eq(listings.status, 'A'),
        inArray(listings.lsc, [...AVAILABLE_LSC_CODES]),
        belowMarket ? sql`${listings.mlNum} <> ${belowMarket}` : undefined,
      ),
    )
    .orderBy(profile ? sql`(${listings.listAgentId} = ${profile.id}) desc nulls last` : listings.mlNum, listings.mlNum)
    .limit(DEMO_RESERVATIONS.length)
  const timeZone = cityTimeZone('toronto')
  let reservations = 0
  for (const [n, r] of DEMO_RESERVATIONS.entries()) {
    const lease = leases[n]
    if (!lease) continue
    const handler = await app.showings.handlerFor(lease.mlNum)
    const moveIn = firstOfMonthAfter(today, r.inDays)
    const created = new Date(opts.anchor.getTime() - (6 - n) * DAY_MS)
    const viewingDay = r.viewing
      ? new Date(opts.anchor.getTime() + r.viewing.inDays * DAY_MS).toISOString().slice(0, 10)
      : null
    await db.insert(rentalReservations).values({
      studentId: buyer.id,
      mlNum: lease.mlNum,
      timeZone,
      moveIn,
      moveOut: monthsLater(moveIn, r.months),
      occupants: r.status === 'ViewingProposed' ? 2 : 1,
      message: r.message,
      ...contact,
      status: r.status,
      agentUserId: handler?.userId ?? null,
      assignedBy: handler?.reason ?? 'adminQueue',
      viewingMode: r.viewing?.mode ?? null,
      viewingTime: r.viewing && viewingDay ? new Date(toShowingTime(viewingDay, r.viewing.at, 'toronto')) : null,
      declineReason: r.declineReason ?? null,
      handledBy: r.status === 'Pending' ? null : (handler?.userId ?? null),
      createdAt: created,
      updatedAt: new Date(created.getTime() + (r.status === 'Pending' ? 0 : DAY_MS)),
    })
    reservations += 1
  }
  return { demands, reservations, belowMarket }
}
