import { AVAILABLE_LSC_CODES, cityTimeZone } from '@maplenest/core'
import { and, eq, gte, inArray, like, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../../db/client.ts'
import { agentProfiles, favourites, listings, showings, users } from '../../db/schema.ts'
import { DEMO_ACCOUNTS } from '../demo-accounts.ts'
import type { SeedSize } from '../seed-sizes.ts'

const DAY = 86_400_000
const HOUR = 3_600_000

/** The other house hunters of the demo market: accounts that cannot sign in, so nobody can read their activity. */
const SHOPPERS = [
  'Wei Zhang 张伟',
  'Priya Sharma',
  'Liam O’Connor',
  'Xiaoyu Chen 陈晓雨',
  'Hassan Ali',
  'Emma Tremblay',
  'Jun Li 李俊',
  'Sofia Rossi',
  'Ravi Patel',
  'Hui Min Tan',
  'Noah Williams',
  'Yan Liu 刘艳',
  'Fatima Rahman',
  'Ethan Nguyen',
  'Mei Ling Wong 黄美玲',
  'Olivia Brown',
  'Haoran Wang 王浩然',
  'Aisha Mohamed',
  'Lucas Martin',
  'Jia Hui Lim',
  'Arash Karimi',
  'Chloé Gagnon',
  'Zihan Zhao 赵子涵',
  'Daniel Kim',
  'Ananya Iyer',
  'James Wilson',
  'Ting Huang 黄婷',
  'Marco Silva',
  'Grace Park',
  'Yusuf Demir',
  'Hannah Lee',
  'Kai Zhou 周凯',
  'Nadia Haddad',
  'Ryan Campbell',
  'Siew Ling Goh',
  'Rui Sun 孙锐',
] as const

const DOMAIN = 'buyers.demo.maplenest.ca'

/** How many of the shoppers take part at each demo size: none in the tests' tiny data, whose counts they set. */
export const MARKET_SHOPPERS: Record<SeedSize, number> = { tiny: 0, default: SHOPPERS.length, large: 24, huge: 24 }

/** Homes listed in the last this many days draw the activity: what a person meets first in a newest-first list. */
const RECENT_LISTING_DAYS = 45

/** A number in [0, 1) from a text, the same on every start. */
function unit(text: string, salt: number): number {
  let h = 2166136261 ^ salt
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619)
  return ((h >>> 0) % 100_000) / 100_000
}

export interface Interest {
  saves: number
  showings: number
}

/**
 * How much attention a home draws: most little or none (fewer than the threshold the card shows), about a quarter some,
 * a few a lot; a home on the market longer has had more time to gather it.
 */
export function interestIn(mlNum: string, daysListed: number, shoppers: number): Interest {
  const tier = unit(mlNum, 1)
  const spread = unit(mlNum, 2)
  const time = Math.min(1, Math.max(daysListed, 1) / 21)
  const [saves, visits] =
    tier < 0.55
      ? [spread * 3, spread * 1.5]
      : tier < 0.85
        ? [3 + spread * 9, 1 + spread * 5]
        : [10 + spread * 22, 5 + spread * 9]
  return {
    saves: Math.min(shoppers, Math.round(saves * (0.5 + time / 2))),
    showings: Math.min(shoppers, Math.round(visits * (0.4 + (time * 3) / 5))),
  }
}

/**
 * The market around the demo accounts: other house hunters saving homes listed in the last weeks and booking visits
 * to them, so a listing's demand ("5–10 showings this week, 20–50 saves") reads from real rows on first start. Their
 * visits are past and done, handled by the listing's agent, or by the administrators when that is the demo agent (so
 * her lists hold only the demo buyer's). Skipped when the shoppers exist.
 */
export async function seedDemoMarketActivity(
  app: FastifyInstance,
  opts: { anchor: Date; size: SeedSize; shoppers?: number },
): Promise<number> {
  const db = app.database.db as Db
  const wanted = Math.min(SHOPPERS.length, opts.shoppers ?? MARKET_SHOPPERS[opts.size])
  if (wanted === 0) return 0
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(like(users.email, `%@${DOMAIN}`))
    .limit(1)
  if (existing) return 0

  const emailOf = (name: string) =>
    `${name
      .replace(/\s*\p{Script=Han}+$/u, '')
      .normalize('NFD')
      .replace(/[^A-Za-z ]/g, '')
      .trim()
      .toLowerCase()
      .replace(/\s+/g, '.')}@${DOMAIN}`
  const people = await db
    .insert(users)
    .values(
      SHOPPERS.slice(0, wanted).map((userName, i) => ({
        type: 'user' as const,
        email: emailOf(userName),
        userName,
        nickname: userName,
        language: /\p{Script=Han}/u.test(userName) ? 'zh-Hans-CN' : 'en-GB',
        createdAt: new Date(opts.anchor.getTime() - (60 + i * 3) * DAY),
      })),
    )
    .returning({ id: users.id, userName: users.userName, email: users.email })

  const demoAgent = await app.users.findByEmail(DEMO_ACCOUNTS.find((a) => a.type === 'agent')?.email ?? '')
  const homes = await db
    .select({
      mlNum: listings.mlNum,
      city: listings.city,
      lsc: listings.lsc,
      price: listings.price,
      inputDate: listings.inputDate,
      agentUserId: agentProfiles.userId,
    })
    .from(listings)
    .leftJoin(agentProfiles, eq(agentProfiles.id, listings.listAgentId))
    .where(
      and(
        eq(listings.status, 'A'),
        inArray(listings.lsc, [...AVAILABLE_LSC_CODES]),
        gte(listings.inputDate, new Date(opts.anchor.getTime() - RECENT_LISTING_DAYS * DAY)),
        sql`${listings.inputDate} <= ${opts.anchor.toISOString()}::timestamptz`,
      ),
    )

  const saved: (typeof favourites.$inferInsert)[] = []
  const visits: (typeof showings.$inferInsert)[] = []
  for (const home of homes) {
    const listedFor = (opts.anchor.getTime() - home.inputDate.getTime()) / DAY
    const { saves, showings: booked } = interestIn(home.mlNum, listedFor, people.length)
    const first = Math.floor(unit(home.mlNum, 3) * people.length)
    const who = (k: number) => people[(first + k * 7) % people.length]!
    for (let k = 0; k < saves; k += 1) {
      saved.push({
        userId: who(k).id,
        type: 'listing',
        targetId: home.mlNum,
        savedPrice: home.price,
        savedStatus: 'active',
        savedAt: new Date(home.inputDate.getTime() + unit(home.mlNum, 10 + k) * listedFor * DAY),
      })
    }
    // The demo agent's own homes draw saves only: her showings are the demo buyer's. A home listed in the last
    // hours has had no visit yet.
    if ((home.agentUserId && home.agentUserId === demoAgent?.id) || listedFor < 0.5) continue
    for (let k = 0; k < booked; k += 1) {
      const person = who(k + 1)
      // booked since listing, weighted to the last days; the visit a day or two later, already done
      const bookedAgo = listedFor * unit(home.mlNum, 40 + k) ** 1.6
      const createdAt = new Date(
        Math.max(opts.anchor.getTime() - bookedAgo * DAY - 2 * HOUR, home.inputDate.getTime() + HOUR),
      )
      const time = new Date(
        Math.min(createdAt.getTime() + (1 + unit(home.mlNum, 70 + k)) * DAY, opts.anchor.getTime() - HOUR),
      )
      const handledAt = new Date(Math.min(time.getTime() + 2 * HOUR, opts.anchor.getTime()))
      visits.push({
        buyerId: person.id,
        mlNum: home.mlNum,
        time,
        timeZone: cityTimeZone(home.city),
        status: 'Processed',
        reviewStatus: 'NotReviewed',
        agentUserId: home.agentUserId ?? null,
        assignedBy: home.agentUserId ? 'listingAgent' : 'adminQueue',
        name: person.userName,
        phone: `+1416555${String(1000 + people.indexOf(person)).slice(-4)}`,
        email: person.email ?? '',
        confirmedAt: new Date(createdAt.getTime() + 3 * HOUR),
        handledBy: home.agentUserId ?? null,
        handledAt,
        seenLsc: home.lsc,
        createdAt,
        updatedAt: handledAt,
      })
    }
  }
  for (let i = 0; i < saved.length; i += 1000) await db.insert(favourites).values(saved.slice(i, i + 1000))
  for (let i = 0; i < visits.length; i += 500) await db.insert(showings).values(visits.slice(i, i + 500))
  return saved.length + visits.length
}
