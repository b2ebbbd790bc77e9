import { addMonths, PLANS } from '@maplenest/core'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'
import type { Db } from '../../db/client.ts'
import { agentAppOrders, agentApps } from '../../db/schema.ts'
import { DEMO_ACCOUNTS } from '../demo-accounts.ts'
import { seedDemoAppClients } from './clients.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * The demo agent's app: its own name, sub-domain, colour, and pictures drawn here (no network, no fonts). Most of
 * Olivia's clients read Chinese, so her app opens in Chinese for anyone who has not chosen a language (decision 0133).
 */
export const DEMO_APP = {
  appName: 'Olivia Chen Homes',
  shortName: 'Olivia Homes',
  subdomain: 'demo',
  themeColor: '#0b6e4f',
  signatureSwitch: true,
  defaultLanguage: 'zh-Hans-CN',
} as const

/** The app's icon: a key on a door in the app's colour. */
function iconSvg(colour: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
<rect width="512" height="512" fill="${colour}"/>
<path d="M256 92 84 236h44v184h256V236h44z" fill="#fff"/>
<rect x="214" y="300" width="84" height="120" rx="8" fill="${colour}"/>
<circle cx="256" cy="222" r="34" fill="none" stroke="${colour}" stroke-width="16"/>
<path d="M256 256v44" stroke="${colour}" stroke-width="16"/>
</svg>`
}

/** The logo: the icon's house beside two bars, on white. */
function logoSvg(colour: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="256" viewBox="0 0 512 256">
<rect width="512" height="256" fill="#fff"/>
<path d="M128 40 36 118h24v98h136v-98h24z" fill="${colour}"/>
<rect x="248" y="92" width="220" height="28" rx="14" fill="${colour}"/>
<rect x="248" y="140" width="160" height="20" rx="10" fill="#8fb8a8"/>
</svg>`
}

/** The advertising picture: a skyline over the lake at dusk, in the app's colour. */
function advSvg(colour: string): string {
  const towers = [40, 90, 130, 175, 230, 290, 340, 395, 450, 520, 580, 640, 700, 760, 820, 880, 940, 1000, 1060, 1120]
  const heights = [120, 200, 160, 260, 190, 300, 240, 380, 220, 280, 170, 250, 210, 330, 190, 240, 160, 210, 140, 180]
  const bars = towers.map(
    (x, i) => `<rect x="${x}" y="${440 - heights[i]!}" width="44" height="${heights[i]}" fill="${colour}"/>`,
  )
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="600" viewBox="0 0 1200 600">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fde2b8"/><stop offset="1" stop-color="#f7b27a"/></linearGradient></defs>
<rect width="1200" height="600" fill="url(#sky)"/>
<circle cx="930" cy="170" r="70" fill="#fff4dc"/>
<rect x="520" y="40" width="14" height="400" fill="${colour}"/><circle cx="527" cy="200" r="26" fill="${colour}"/>
${bars.join('\n')}
<rect y="440" width="1200" height="160" fill="#2e6f8e"/>
</svg>`
}

const png = (svg: string) => sharp(Buffer.from(svg)).png().toBuffer()

/**
 * The demo agent (Olivia Chen) has a live app at `demo.<product domain>`: its name, colour, icon, logo and
 * advertising picture, a yearly subscription an administrator marked paid thirty days before `anchor`, and a few
 * clients with their activity. Skipped when the app has an order already (its clients are added if missing).
 */
export async function seedDemoAgentApp(app: FastifyInstance, opts: { anchor: Date }): Promise<number> {
  const db = app.database.db as Db
  const agentAccount = DEMO_ACCOUNTS.find((a) => a.type === 'agent')
  const adminAccount = DEMO_ACCOUNTS.find((a) => a.type === 'admin')
  const agent = agentAccount ? await app.users.findByEmail(agentAccount.email) : null
  const admin = adminAccount ? await app.users.findByEmail(adminAccount.email) : null
  if (!agent) return 0
  const created = await app.agentApps.ensureApp(agent.id)
  const [ordered] = await db
    .select({ id: agentAppOrders.id })
    .from(agentAppOrders)
    .where(eq(agentAppOrders.appId, created.id))
    .limit(1)
  if (ordered) return seedDemoAppClients(app, { anchor: opts.anchor, appId: created.id })
  const picture = async (kind: 'agent-logo' | 'agent-banner', svg: string) =>
    (await app.files.save(agent.id, await app.files.process(kind, await png(svg)))).key
  await db
    .update(agentApps)
    .set({
      appName: DEMO_APP.appName,
      shortName: DEMO_APP.shortName,
      subdomain: DEMO_APP.subdomain,
      signatureSwitch: DEMO_APP.signatureSwitch,
      defaultLanguage: DEMO_APP.defaultLanguage,
      logoKey: await picture('agent-logo', logoSvg(DEMO_APP.themeColor)),
      advKey: await picture('agent-banner', advSvg(DEMO_APP.themeColor)),
    })
    .where(eq(agentApps.id, created.id))
  await app.agentApps.setIcon(agent.id, await png(iconSvg(DEMO_APP.themeColor)), DEMO_APP.themeColor)
  const paidAt = new Date(opts.anchor.getTime() - 30 * DAY_MS)
  await db.insert(agentAppOrders).values({
    appId: created.id,
    userId: agent.id,
    plan: 'yearly',
    months: PLANS.yearly.months,
    amountCents: PLANS.yearly.priceCents,
    currency: 'CAD',
    status: 'active',
    provider: 'invoice',
    paidAt,
    paidBy: admin?.id ?? null,
    periodStart: paidAt,
    periodEnd: addMonths(paidAt, PLANS.yearly.months),
    renewal: false,
    createdAt: new Date(paidAt.getTime() - 2 * DAY_MS),
  })
  await seedDemoAppClients(app, { anchor: opts.anchor, appId: created.id })
  return 1
}
