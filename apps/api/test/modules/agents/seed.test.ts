import { describe, expect, it } from 'vitest'
import { createRng } from '../../../src/lib/rng.ts'
import { BROKERAGES } from '../../../src/seed/agents/catalogue.ts'
import { AGENT_SEED_SIZES, generateAgents, generateDirectListings } from '../../../src/seed/agents/generate.ts'

const ANCHOR = new Date('2026-11-01T12:00:00Z')

describe('demo agents', () => {
  const agents = generateAgents(createRng(7), AGENT_SEED_SIZES.default.agents, ANCHOR)

  it('are the same for the same seed and differ for another', () => {
    expect(generateAgents(createRng(7), 60, ANCHOR)).toEqual(agents)
    expect(generateAgents(createRng(8), 60, ANCHOR)).not.toEqual(agents)
  })

  it('work in Toronto and Vancouver for real brokerages, with English and Chinese names and languages', () => {
    expect(agents).toHaveLength(60)
    const companies = new Set([...BROKERAGES.toronto, ...BROKERAGES.vancouver].map((b) => b.name))
    expect(agents.every((a) => companies.has(a.profile.companyName ?? ''))).toBe(true)
    const cities = agents.flatMap((a) => a.profile.serviceCities ?? [])
    expect(new Set(cities)).toEqual(new Set(['toronto', 'vancouver']))
    expect(agents.some((a) => /[\u4e00-\u9fff]/.test(a.profile.name))).toBe(true)
    expect(agents.some((a) => !/[\u4e00-\u9fff]/.test(a.profile.name))).toBe(true)
    const languages = new Set(agents.flatMap((a) => a.profile.languages ?? []))
    for (const l of ['english', 'mandarin', 'cantonese']) expect(languages.has(l)).toBe(true)
    expect(agents.some((a) => /[\u4e00-\u9fff]/.test(a.profile.introduction ?? ''))).toBe(true)
    expect(agents.every((a) => (a.profile.certificates ?? []).length > 0)).toBe(true)
    expect(agents.every((a) => (a.profile.rating ?? 0) >= 3.6 && (a.profile.rating ?? 0) <= 5)).toBe(true)
    expect(new Set(agents.map((a) => a.account.email)).size).toBe(60)
  })

  it('owner-direct listings sit in both cities, for sale and for lease, within 60 days before the anchor', () => {
    const rows = generateDirectListings(createRng(9), 80, 24, ANCHOR)
    expect(new Set(rows.map((r) => r.city))).toEqual(new Set(['toronto', 'vancouver']))
    expect(new Set(rows.map((r) => r.sr))).toEqual(new Set(['Sale', 'Lease']))
    for (const r of rows) {
      const age = ANCHOR.getTime() - (r.createdAt as Date).getTime()
      expect(age).toBeGreaterThanOrEqual(0)
      expect(age).toBeLessThanOrEqual(60 * 86_400_000)
      expect(r.owner).toBeGreaterThanOrEqual(0)
      expect(r.owner).toBeLessThan(24)
    }
  })
})
