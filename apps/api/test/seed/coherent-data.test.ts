import { describe, expect, it } from 'vitest'
import { createRng } from '../../src/lib/rng.ts'
import { SCHOOL_LISTINGS_RADIUS_M } from '../../src/modules/schools/schools-service.ts'
import { BROKERAGES, DIVISIONS } from '../../src/seed/agents/catalogue.ts'
import { generateAgents } from '../../src/seed/agents/generate.ts'
import { type DemoCity, distanceM, GEO, hoodAt, SCHOOL_CLEARANCE_M, streetsOf } from '../../src/seed/geo/index.ts'
import { generateDemoListings } from '../../src/seed/listings/index.ts'
import { generateDemoPrecons } from '../../src/seed/precons/index.ts'
import { demoSchools, NAMED_SCHOOLS } from '../../src/seed/schools/index.ts'
import { TEST_ANCHOR } from '../helpers/seed-listings.ts'

// What a resident would catch at a glance: an address in the wrong neighbourhood, an office outside the area the
// agent serves, a building occupied before it launches, a sale before its listing, a home in a schoolyard.
const listings = generateDemoListings({ size: 'tiny', anchor: TEST_ANCHOR })
const schools = demoSchools(createRng(20261122 + 7), 'tiny')
const DAY_MS = 86_400_000
const at = (x: { x: number; y: number }) => ({ lat: x.y, lng: x.x })

describe('demo data is coherent', () => {
  it('has streets for every neighbourhood of both cities', () => {
    for (const city of ['toronto', 'vancouver'] as const)
      for (const hood of GEO.neighbourhoods[city]) expect(streetsOf(city, hood.name).length).toBeGreaterThan(2)
  })

  it('puts every listing on one of its neighbourhood’s streets, at a point inside that neighbourhood', () => {
    for (const l of listings) {
      const city = l.row.city as DemoCity
      const point = at(l.row.location)
      expect(hoodAt(city, point).name, l.row.address).toBe(l.row.neighbourhood)
      expect(streetsOf(city, l.row.neighbourhood), l.row.address).toContain(l.row.streetName)
      expect(l.row.address).toMatch(new RegExp(`^\\d+ ${l.row.streetName}$`))
    }
  })

  it('puts the condo units listed at one address of a neighbourhood in one building, each unit on the market once at a time', () => {
    // The default size, where towers hold several listings, as on a first start.
    const many = generateDemoListings({ size: 'default', anchor: TEST_ANCHOR }).filter(
      (l) => l.row.roomType === 'condo',
    )
    const buildings = new Map<string, typeof many>()
    for (const l of many) {
      const key = `${l.row.city}|${l.row.neighbourhood}|${l.row.address}`
      buildings.set(key, [...(buildings.get(key) ?? []), l])
    }
    const shared = [...buildings.values()].filter((units) => units.length > 1)
    expect(shared.length).toBeGreaterThan(1000)
    for (const [first, ...rest] of shared) {
      for (const l of rest) {
        expect(l.row.location, l.row.address).toEqual(first!.row.location)
        expect(l.row.yearBuilt, l.row.address).toBe(first!.row.yearBuilt)
        expect(l.row.registrationNumber, l.row.address).toBe(first!.row.registrationNumber)
      }
      // a unit listed again (an earlier sale, lease or expired listing) was off the market before the next began
      const byUnit = new Map<string | null | undefined, typeof many>()
      for (const l of [first!, ...rest]) byUnit.set(l.row.unit, [...(byUnit.get(l.row.unit) ?? []), l])
      for (const [unit, listings] of byUnit) {
        const runs = listings.sort((a, b) => a.row.inputDate.getTime() - b.row.inputDate.getTime())
        for (let i = 1; i < runs.length; i++) {
          expect(runs[i - 1]!.row.unavailableDate, `${unit} ${first!.row.address}`).toBeInstanceOf(Date)
          expect(runs[i - 1]!.row.unavailableDate!.getTime()).toBeLessThan(runs[i]!.row.inputDate.getTime())
        }
      }
    }
  })

  it('gives homes a past on the market: earlier listings of the same property, ended before the next began', () => {
    const key = (l: (typeof listings)[number]) => `${l.row.city}|${l.row.address}|${l.row.unit ?? ''}`
    const byProperty = new Map<string, typeof listings>()
    for (const l of listings) byProperty.set(key(l), [...(byProperty.get(key(l)) ?? []), l])
    const withPast = [...byProperty.values()].filter((p) => p.length > 1)
    // about a fifth of the homes, condos more often
    expect(withPast.length / byProperty.size).toBeGreaterThan(0.1)
    const mixed = withPast.filter((p) => new Set(p.map((l) => l.row.sr)).size > 1)
    expect(mixed.length, 'a unit leased before it was listed for sale, or the other way').toBeGreaterThan(0)
    for (const property of withPast) {
      // after a sale or a lease, the home comes back months later, not days
      const runs = [...property].sort((a, b) => a.row.inputDate.getTime() - b.row.inputDate.getTime())
      for (let i = 1; i < runs.length; i++) {
        const before = runs[i - 1]!.row
        if (before.lsc === 'sld' || before.lsc === 'lsd')
          expect(runs[i]!.row.inputDate.getTime() - before.closeDate!.getTime()).toBeGreaterThan(150 * DAY_MS)
      }
      const [first, ...rest] = property
      for (const l of rest) {
        expect(l.row.location).toEqual(first!.row.location)
        expect([l.row.beds, l.row.sqft, l.row.propertyType]).toEqual([
          first!.row.beds,
          first!.row.sqft,
          first!.row.propertyType,
        ])
      }
    }
    // a relisted home's earlier, terminated run is a listing of its own, under the number its history names
    const byNumber = new Map(listings.map((l) => [l.row.mlNum, l]))
    const relisted = listings.filter((l) => l.history.some((h) => h.mlNum !== l.row.mlNum))
    expect(relisted.length).toBeGreaterThan(0)
    for (const l of relisted) {
      const old = byNumber.get(l.history.find((h) => h.mlNum !== l.row.mlNum)!.mlNum)
      expect(old?.row.lsc).toBe('ter')
      expect(old && key(old)).toBe(key(l))
    }
  })

  it('lists nothing in the future and closes a sale or lease after it was listed', () => {
    const anchor = TEST_ANCHOR.getTime()
    for (const l of listings) {
      expect(l.row.inputDate!.getTime(), l.row.mlNum).toBeLessThanOrEqual(anchor)
      if (l.row.closeDate)
        expect(l.row.closeDate.getTime(), l.row.mlNum).toBeGreaterThanOrEqual(l.row.inputDate!.getTime())
      for (const h of l.history) expect(h.date.getTime(), l.row.mlNum).toBeLessThanOrEqual(anchor)
    }
  })

  it('keeps the homes near a school off its grounds, on real streets of their neighbourhood', () => {
    let near = 0
    for (const s of schools) {
      const school = at(s.location)
      for (const l of listings) {
        const d = distanceM(school, at(l.row.location))
        if (d > SCHOOL_LISTINGS_RADIUS_M) continue
        near++
        expect(d, `${l.row.address} near ${s.name}`).toBeGreaterThanOrEqual(SCHOOL_CLEARANCE_M - 1)
        expect(streetsOf(l.row.city as DemoCity, l.row.neighbourhood)).toContain(l.row.streetName)
      }
      // A generated school's address is on a street of the neighbourhood it stands in (real schools keep theirs).
      if (
        s.schoolNumber?.includes('DEMO') &&
        !GEO.schools.some((r) => r.name === s.name) &&
        !NAMED_SCHOOLS.some((r) => r.name === s.name)
      ) {
        const street = String(s.address).replace(/^\d+ /, '')
        expect(streetsOf(s.city as DemoCity, hoodAt(s.city as DemoCity, school).name), s.name).toContain(street)
        expect(s.neighbourhood).toBe(hoodAt(s.city as DemoCity, school).name)
      }
    }
    expect(near).toBeGreaterThan(0)
  })

  it('gives every agent an office in the area they serve', () => {
    // Postal areas (first letters of the postal code) of each division.
    const POSTAL: Record<string, RegExp> = {
      'Downtown Toronto': /\bM5[A-Z]\b/,
      'North York': /\bM[23][A-Z]\b/,
      Scarborough: /\bM1[A-Z]\b/,
      Etobicoke: /\bM[89][A-Z]\b/,
      Markham: /\bL3[PRST]\b|\bL6[BCE]\b/,
      Vaughan: /\bL4[JKL]\b|\bL6A\b/,
      'Downtown Vancouver': /\bV6[ABCEZ]\b/,
      Kitsilano: /\bV6[JKR]\b/,
      'Vancouver West Side': /\bV6[HJKLMNPR]\b/,
      'West Vancouver': /\bV7[STVW]\b/,
    }
    for (const city of ['toronto', 'vancouver'] as const)
      for (const b of BROKERAGES[city]) expect(DIVISIONS[city].map((d) => d.en)).toContain(b.division)
    for (const a of generateAgents(createRng(5), 60, TEST_ANCHOR)) {
      const p = a.profile
      const division = String(p.divisionNameEn)
      const location = String(p.location)
      expect(p.address, `${p.name} serves ${division}`).toMatch(POSTAL[division]!)
      const region = [...DIVISIONS.toronto, ...DIVISIONS.vancouver].find((d) => d.en === division)!.region
      expect(location.startsWith(division)).toBe(true)
      expect(location.endsWith(region)).toBe(true)
      expect(location).not.toMatch(/^([^,]+), \1,/)
      expect(p.address, p.name).toContain(region)
    }
  })

  it('occupies every pre-construction project after it launches and after today; live events are in the coming weeks', () => {
    const { projects, activities } = generateDemoPrecons({ size: 'default', anchor: TEST_ANCHOR })
    const anchorQuarter = TEST_ANCHOR.getUTCFullYear() * 4 + Math.floor(TEST_ANCHOR.getUTCMonth() / 3)
    for (const p of projects) {
      const launch = p.launchDate!
      const launchQuarter = launch.getUTCFullYear() * 4 + Math.floor(launch.getUTCMonth() / 3)
      const occupancy = p.occupancyYear! * 4 + (p.occupancyQuarter! - 1)
      expect(launch.getTime(), p.name).toBeLessThanOrEqual(TEST_ANCHOR.getTime())
      expect(occupancy, p.name).toBeGreaterThan(launchQuarter)
      expect(occupancy, p.name).toBeGreaterThan(anchorQuarter)
      const city = p.city as DemoCity
      expect(hoodAt(city, at(p.location!)).name, p.name).toBe(p.neighbourhood)
      expect(streetsOf(city, p.neighbourhood!), p.name).toContain(p.address!.replace(/^\d+ /, ''))
    }
    const launches = new Map(projects.map((p) => [p.id, p.launchDate!.getTime()]))
    for (const e of activities) {
      const t = e.startsAt.getTime()
      if (e.kind === 'live') {
        expect(t).toBeGreaterThan(TEST_ANCHOR.getTime())
        expect(t).toBeLessThan(TEST_ANCHOR.getTime() + 22 * 86_400_000)
      } else {
        expect(t).toBeLessThanOrEqual(TEST_ANCHOR.getTime())
        expect(t).toBeGreaterThanOrEqual(launches.get(e.projectId)! - 86_400_000)
      }
    }
  })
})
