import { describe, expect, it } from 'vitest'
import { createRng } from '../../../src/lib/rng.ts'
import { GEO, insideCity } from '../../../src/seed/geo/index.ts'
import { demoResults, demoSchools, EQAO_YEARS, NAMED_SCHOOLS, SCHOOL_COUNTS } from '../../../src/seed/schools/index.ts'

const build = (size: 'tiny' | 'default', seed = 20261122) => {
  const rng = createRng(seed + 7)
  const rows = demoSchools(rng, size)
  return { rows, ...demoResults(rng, rows) }
}

describe('demo schools', () => {
  it('holds about 40 schools when tiny and 300 by default, in both cities, the same for the same seed', () => {
    for (const size of ['tiny', 'default'] as const) {
      const { rows } = build(size)
      expect(rows).toHaveLength(SCHOOL_COUNTS[size])
      expect(new Set(rows.map((r) => r.schoolNumber)).size).toBe(rows.length)
      expect(new Set(rows.map((r) => r.name)).size).toBe(rows.length)
      expect(rows.filter((r) => r.city === 'vancouver').length).toBeGreaterThan(rows.length / 10)
      expect(new Set(rows.map((r) => r.level))).toEqual(new Set(['elementary', 'secondary']))
      expect(new Set(rows.map((r) => r.language))).toEqual(new Set(['English', 'French']))
    }
    expect(build('default')).toEqual(build('default'))
    expect(build('default', 1).rows.slice(40)).not.toEqual(build('default').rows.slice(40))
  })

  it('keeps the reference and named schools under their real names and places the others on land in their city', () => {
    const { rows } = build('default')
    for (const s of [...GEO.schools, ...NAMED_SCHOOLS]) expect(rows.map((r) => r.name)).toContain(s.name)
    for (const r of rows.slice(GEO.schools.length + NAMED_SCHOOLS.length)) {
      expect(insideCity(r.city, { lat: r.location.y, lng: r.location.x }), r.name).toBe(true)
    }
  })

  it('ranks schools by year with the latest rating on the school, and EQAO only for Ontario publicly funded schools', () => {
    const { rows, rankings, eqao } = build('default')
    for (const r of rankings) {
      expect(r.rating).toBeGreaterThanOrEqual(0)
      expect(r.rating).toBeLessThanOrEqual(10)
      expect(r.rank).toBeGreaterThanOrEqual(1)
      expect(r.rank).toBeLessThanOrEqual(r.outOf)
    }
    for (const s of rows) {
      const own = rankings.filter((r) => r.schoolNumber === s.schoolNumber).sort((a, b) => b.year - a.year)
      expect(s.rating ?? null).toBe(own[0]?.rating ?? null)
      const results = eqao.filter((e) => e.schoolNumber === s.schoolNumber)
      if (s.city === 'vancouver' || s.category === 'private') expect(results).toEqual([])
      else expect(results.length).toBeGreaterThan(0)
      if (s.level === 'secondary')
        expect(
          results.every((e) => (e.grade === 9 && e.subject === 'math') || (e.grade === 10 && e.subject === 'osslt')),
        ).toBe(true)
    }
    expect(new Set(eqao.map((e) => e.year))).toEqual(new Set(EQAO_YEARS))
    expect(eqao.every((e) => e.percent >= 0 && e.percent <= 100)).toBe(true)
    // About one school in ten is not ranked.
    const unranked = rows.filter((s) => s.rating === null).length
    expect(unranked).toBeGreaterThan(0)
    expect(unranked).toBeLessThan(rows.length / 5)
  })
})
