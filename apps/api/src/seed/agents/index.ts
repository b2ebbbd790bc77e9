import type { FastifyInstance } from 'fastify'
import { createTransactor } from '../../db/transaction.ts'
import { createRng } from '../../lib/rng.ts'
import { createAgentsRepository } from '../../modules/agents/agents-repository.ts'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../demo-accounts.ts'
import type { SeedSize } from '../listings/generate.ts'
import { DEFAULT_DEMO_SEED } from '../listings/index.ts'
import {
  AGENT_SEED_SIZES,
  demoAgentProfile,
  generateAgents,
  generateDirectListings,
  generateOwners,
} from './generate.ts'

/**
 * Demo agents (approved brokers with their profiles) and owner-direct listings; returns what it inserted, by table.
 * Deterministic (one seeded stream); skipped when profiles other than the demo agent's, or direct listings, exist.
 * The demo agent account always gets its complete profile.
 */
export async function seedDemoAgents(
  app: FastifyInstance,
  opts: { size: SeedSize; anchor: Date },
): Promise<Record<string, number>> {
  const transactor = createTransactor(app.database.db)
  const repository = createAgentsRepository(transactor)
  const sizes = AGENT_SEED_SIZES[opts.size]
  const rng = createRng(DEFAULT_DEMO_SEED ^ 0xa6e7)
  const result = { agentProfiles: 0, agentAccounts: 0, directListings: 0, owners: 0 }
  let passwordHash: string | null = null
  const hash = async () => {
    passwordHash ??= await app.auth.hashPassword(DEMO_PASSWORD)
    return passwordHash
  }

  const demo = DEMO_ACCOUNTS.find((a) => a.type === 'agent')
  const demoUser = demo ? await app.users.findByEmail(demo.email) : null
  if (demoUser && !(await repository.findProfileByUser(demoUser.id))) {
    const at = opts.anchor
    await repository.upsertProfile({ ...demoAgentProfile(at), userId: demoUser.id, createdAt: at, updatedAt: at })
    result.agentProfiles += 1
  }

  const agents = generateAgents(rng, sizes.agents, opts.anchor)
  if ((await repository.countAllProfiles()) <= (demoUser ? 1 : 0)) {
    const rows = []
    for (const agent of agents) {
      const existing = await app.users.findByEmail(agent.account.email)
      const account =
        existing ??
        (await app.users.createAccount({
          type: 'agent',
          ...agent.account,
          isBroker: true,
          passwordHash: await hash(),
          language: agent.profile.introduction?.match(/[\u3400-\u9fff]/) ? 'zh-Hans-CN' : 'en-GB',
        }))
      if (!account) continue
      if (!existing) result.agentAccounts += 1
      rows.push({ ...agent.profile, userId: account.id, createdAt: opts.anchor, updatedAt: opts.anchor })
    }
    result.agentProfiles += await repository.insertProfiles(rows)
  }

  if ((await repository.countAllDirect()) === 0) {
    const owners: string[] = []
    for (const owner of generateOwners(sizes.owners)) {
      const existing = await app.users.findByEmail(owner.email)
      const account =
        existing ??
        (await app.users.createAccount({ type: 'user', ...owner, passwordHash: await hash(), language: 'en-GB' }))
      if (!account) throw new Error(`demo owner ${owner.email} could not be created`)
      if (!existing) result.owners += 1
      owners.push(account.id)
    }
    const listings = generateDirectListings(rng, sizes.direct, owners.length, opts.anchor).map(({ owner, ...row }) => ({
      ...row,
      ownerId: owners[owner] as string,
    }))
    result.directListings = await repository.insertDirect(listings)
  }
  return { ...result }
}
