import { cityTimeZone, LEAD_CONSENT_KEY, LEAD_SHOWING_CONSENT_KEY, type Locale, translate } from '@maplenest/core'
import { inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { leads, listings } from '../../db/schema.ts'

const DAY = 24 * 60 * 60 * 1000
const HOUR = 60 * 60 * 1000

/**
 * The demo agent's leads from her app's clients, as their requests would have made them: Mei Lin's question about a
 * home (new), Arjun Patel's question about two compared homes (contacted, with a note and a reminder) and the demo
 * buyer's showing request (closed). Written as rows, since they lie in the past.
 */
export async function seedDemoLeads(
  db: Db,
  opts: {
    anchor: Date
    appId: string
    agentUserId: string
    homes: readonly string[]
    clients: ReadonlyMap<string, { id: string }>
  },
): Promise<number> {
  const at = (daysAgo: number, hour: number) => new Date(opts.anchor.getTime() - daysAgo * DAY + (hour - 12) * HOUR)
  const cities = new Map(
    (
      await db
        .select({ mlNum: listings.mlNum, city: listings.city })
        .from(listings)
        .where(inArray(listings.mlNum, [...opts.homes]))
    ).map((l) => [l.mlNum, l.city]),
  )
  const zone = (mlNum: string) => cityTimeZone(cities.get(mlNum) ?? 'toronto')
  const home = (i: number) => opts.homes[i % opts.homes.length]!
  const consent = (key: typeof LEAD_CONSENT_KEY | typeof LEAD_SHOWING_CONSENT_KEY, locale: Locale, when: Date) => ({
    consentAt: when,
    consentWording: translate(locale, key),
    consentLocale: locale,
  })
  const rows: (typeof leads.$inferInsert)[] = []
  const mei = opts.clients.get('mei.lin@clients.demo.maplenest.ca')
  if (mei) {
    const when = at(1, 11.2)
    rows.push({
      agentUserId: opts.agentUserId,
      appId: opts.appId,
      clientUserId: mei.id,
      kind: 'ask',
      sourceId: crypto.randomUUID(),
      mlNum: home(3),
      timeZone: zone(home(3)),
      name: 'Mei Lin 林美',
      phone: '647-555-0168',
      email: 'mei.lin@clients.demo.maplenest.ca',
      wechat: 'meilin_to',
      message: '这套房子的管理费包括哪些？周末可以看房吗？',
      ...consent(LEAD_CONSENT_KEY, 'zh-Hans-CN', when),
      createdAt: when,
      updatedAt: when,
    })
  }
  const arjun = opts.clients.get('arjun.patel@clients.demo.maplenest.ca')
  if (arjun) {
    const when = at(4, 13.5)
    rows.push({
      agentUserId: opts.agentUserId,
      appId: opts.appId,
      clientUserId: arjun.id,
      kind: 'compare',
      sourceId: crypto.randomUUID(),
      mlNum: home(1),
      mlNums: [home(1), home(2)],
      timeZone: zone(home(1)),
      name: 'Arjun Patel',
      phone: '416-555-0134',
      email: 'arjun.patel@clients.demo.maplenest.ca',
      message: 'Which of these two would you pick for a family with one car?',
      ...consent(LEAD_CONSENT_KEY, 'en-GB', when),
      status: 'contacted',
      contactedAt: at(3, 10),
      note: 'Called: prefers the townhouse; viewing both next week.',
      remindAt: new Date(opts.anchor.getTime() + 2 * DAY),
      createdAt: when,
      updatedAt: at(3, 10),
    })
  }
  const buyer = opts.clients.get('buyer@demo.maplenest.ca')
  if (buyer) {
    const when = at(17, 8.2)
    rows.push({
      agentUserId: opts.agentUserId,
      appId: opts.appId,
      clientUserId: buyer.id,
      kind: 'showing',
      sourceId: crypto.randomUUID(),
      mlNum: home(1),
      timeZone: zone(home(1)),
      showingTime: at(15, 18),
      name: 'Daniel Wong',
      phone: '+14165550101',
      email: 'buyer@demo.maplenest.ca',
      message: 'After work if possible.',
      ...consent(LEAD_SHOWING_CONSENT_KEY, 'en-GB', when),
      status: 'closed',
      contactedAt: at(16, 9),
      closedAt: at(14, 10),
      note: 'Seen; not the right layout for him.',
      createdAt: when,
      updatedAt: at(14, 10),
    })
  }
  if (rows.length === 0) return 0
  await db.insert(leads).values(rows).onConflictDoNothing()
  return rows.length
}
