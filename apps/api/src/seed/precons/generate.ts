import {
  ASSIGNMENT_TERMS,
  calculatePricePerSqft,
  FACILITIES,
  type Facility,
  type Highlight,
  preconsStatusOf,
} from '@maplenest/core'
import type {
  DepositStepRow,
  preconsActivities,
  preconsBuilders,
  preconsLayouts,
  preconsProjectBuilders,
  preconsProjects,
} from '../../db/schema.ts'
import { createRng, type Rng } from '../../lib/rng.ts'
import { CITY_STATIONS, type DemoCity, hoodAt, insideCity, nearest, offset, streetsOf } from '../geo/index.ts'
import type { SeedSize } from '../listings/generate.ts'
import { DEMO_BUILDERS, LAYOUT_NAMES, NAME_SUFFIXES, NAME_WORDS, SALES_COMPANIES } from './catalogue.ts'

export const DEMO_PRECONS_SEED = 20_261_122

/** Projects per city for each seed size. */
export const PRECONS_SIZES: Record<SeedSize, Record<DemoCity, number>> = {
  tiny: { toronto: 9, vancouver: 3 },
  default: { toronto: 56, vancouver: 24 },
  large: { toronto: 56, vancouver: 24 },
  huge: { toronto: 56, vancouver: 24 },
}

type ProjectRow = typeof preconsProjects.$inferInsert
type LayoutRow = typeof preconsLayouts.$inferInsert
type ActivityRow = typeof preconsActivities.$inferInsert

export interface DemoPrecons {
  builders: (typeof preconsBuilders.$inferInsert)[]
  projects: ProjectRow[]
  projectBuilders: (typeof preconsProjectBuilders.$inferInsert)[]
  layouts: LayoutRow[]
  activities: ActivityRow[]
}

const DAY = 86_400_000
const EXPOSURES = ['N', 'E', 'S', 'W', 'NE', 'NW', 'SE', 'SW'] as const

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** A marketing price: rounded to ten thousand, less 100 ("$749,900"). */
const marketPrice = (dollars: number) => Math.max(1, Math.round(dollars / 10_000)) * 10_000 - 100

function pickSome<T>(rng: Rng, items: readonly T[], lo: number, hi: number): T[] {
  const pool = [...items]
  const n = Math.min(pool.length, rng.int(lo, hi))
  const out: T[] = []
  for (let i = 0; i < n; i++) out.push(pool.splice(rng.int(0, pool.length - 1), 1)[0] as T)
  return out
}

function depositsFor(rng: Rng, city: DemoCity, type: ProjectRow['type']): DepositStepRow[] {
  if (city === 'vancouver') {
    return rng.chance(0.5)
      ? [
          { kind: 'percent', percent: 5, due: 7 },
          { kind: 'percent', percent: 5, due: 90 },
          { kind: 'percent', percent: 5, due: 180 },
        ]
      : [
          { kind: 'percent', percent: 10, due: 7 },
          { kind: 'percent', percent: 5, due: 365 },
        ]
  }
  if (type !== 'condo') {
    return [
      { kind: 'fixed', amount: 10_000, due: 0 },
      { kind: 'balanceTo', percent: 5, due: 30 },
      { kind: 'percent', percent: 5, due: 90 },
      { kind: 'percent', percent: 5, due: 180 },
    ]
  }
  return rng.weighted<DepositStepRow[]>([
    [
      [
        { kind: 'fixed', amount: 5000, due: 0 },
        { kind: 'balanceTo', percent: 5, due: 30 },
        { kind: 'percent', percent: 5, due: 90 },
        { kind: 'percent', percent: 5, due: 180 },
        { kind: 'percent', percent: 5, due: 'occupancy' },
      ],
      5,
    ],
    [
      [
        { kind: 'fixed', amount: 5000, due: 0 },
        { kind: 'balanceTo', percent: 5, due: 30 },
        { kind: 'percent', percent: 2.5, due: 120 },
        { kind: 'percent', percent: 2.5, due: 365 },
        { kind: 'percent', percent: 5, due: 540 },
        { kind: 'percent', percent: 5, due: 'occupancy' },
      ],
      3,
    ],
    [
      [
        { kind: 'fixed', amount: 10_000, due: 0 },
        { kind: 'balanceTo', percent: 5, due: 30 },
        { kind: 'percent', percent: 5, due: 90 },
        { kind: 'percent', percent: 5, due: 365 },
        { kind: 'percent', percent: 5, due: 'occupancy' },
      ],
      2,
    ],
  ])
}

type Shape = { beds: number; den: boolean; baths: number; sqft: readonly [number, number] }

/** Bedrooms, den, baths and an area band per layout kind. */
function layoutShapes(rng: Rng, type: ProjectRow['type']): Shape[] {
  const condo: Shape[] = [
    { beds: 0, den: false, baths: 1, sqft: [380, 480] },
    { beds: 1, den: false, baths: 1, sqft: [500, 620] },
    { beds: 1, den: true, baths: rng.int(1, 2), sqft: [600, 720] },
    { beds: 2, den: false, baths: 2, sqft: [720, 900] },
    { beds: 2, den: true, baths: 2, sqft: [880, 1020] },
    { beds: 3, den: false, baths: 2, sqft: [1000, 1300] },
  ]
  if (type === 'condo') {
    const shapes = pickSome(rng, condo, 4, 6).sort((a, b) => a.beds - b.beds)
    if (rng.chance(0.35)) shapes.push({ beds: 4, den: false, baths: 3, sqft: [1650, 2400] })
    return shapes
  }
  if (type === 'townhouse') {
    return [
      { beds: 2, den: rng.chance(0.5), baths: 2, sqft: [1050, 1300] },
      { beds: 3, den: false, baths: 3, sqft: [1350, 1750] },
      { beds: 4, den: false, baths: 3, sqft: [1800, 2300] },
    ]
  }
  const detached: Shape[] = [
    { beds: 4, den: false, baths: 3, sqft: [2400, 3100] },
    { beds: 5, den: false, baths: 4, sqft: [3000, 3800] },
    { beds: 6, den: true, baths: 5, sqft: [3800, 4600] },
    { beds: 7, den: false, baths: 6, sqft: [4500, 5600] },
  ]
  return detached.slice(0, rng.int(3, 4))
}

const SUMMARY_OPENERS = {
  condo: 'A {{stories}}-storey condominium tower of {{units}} suites',
  townhouse: 'A low-rise community of {{units}} townhomes',
  detached: 'An enclave of {{units}} detached homes',
} as const

function summaryOf(p: {
  type: ProjectRow['type']
  stories: number
  units: number
  neighbourhood: string
  station: string | null
  builder: string
  facilities: readonly Facility[]
}): string {
  const opener = SUMMARY_OPENERS[p.type].replace('{{stories}}', String(p.stories)).replace('{{units}}', String(p.units))
  const transit = p.station ? ` a short walk from ${p.station} station` : ''
  const amenities =
    p.facilities.length > 0
      ? ` Residents share ${p.facilities.length} amenity spaces, from the lobby to the rooftop.`
      : ' Each home has its own garage and private outdoor space.'
  return `${opener} by ${p.builder} in ${p.neighbourhood},${transit}.${amenities} Suites have nine-foot ceilings, quartz counters and integrated appliances. Demo project: names, prices and dates are illustrative.`
}

/** Quarters counted from year 0, so "the later of two quarters" is a comparison of numbers. */
const quarterIndex = (year: number, quarter: number) => year * 4 + (quarter - 1)

/**
 * The demo pre-construction data: builders, projects near rapid-transit stations (offset a few hundred metres,
 * on land inside the city), their layouts, deposit structures and sales events. Deterministic for a size, seed
 * and anchor; launches fall before the anchor, occupancy two to four years after launch and after the anchor.
 */
export function generateDemoPrecons(opts: { size: SeedSize; anchor: Date; seed?: number }): DemoPrecons {
  const rng = createRng(opts.seed ?? DEMO_PRECONS_SEED)
  const anchor = opts.anchor
  const out: DemoPrecons = {
    builders: DEMO_BUILDERS.map(({ lowRise: _lowRise, ...b }) => ({ ...b, source: 'demo' as const })),
    projects: [],
    projectBuilders: [],
    layouts: [],
    activities: [],
  }
  const usedNames = new Set<string>()
  for (const city of ['toronto', 'vancouver'] as const) {
    const builders = DEMO_BUILDERS.filter((b) => b.city === city)
    const stations = CITY_STATIONS[city]
    for (let i = 0; i < PRECONS_SIZES[opts.size][city]; i++) {
      const station = stations[(i * 7 + 3) % stations.length]!
      let location = offset(station, rng.range(120, 600), rng.range(0, 2 * Math.PI))
      for (let tries = 0; tries < 8 && !insideCity(city, location); tries++) {
        location = offset(station, rng.range(80, 400), rng.range(0, 2 * Math.PI))
      }
      if (!insideCity(city, location)) location = { lat: station.lat, lng: station.lng }
      const hood = hoodAt(city, location)
      // Towers where no detached houses are sold (downtown), low-rise only where there are.
      const type: ProjectRow['type'] =
        hood.detached === null
          ? 'condo'
          : rng.weighted<ProjectRow['type']>([
              ['condo', 5],
              ['townhouse', 3],
              ['detached', 1],
            ])
      const nearStation = nearest(location, stations)
      let name = ''
      for (let tries = 0; tries < 50 && (name === '' || usedNames.has(name)); tries++) {
        const word = rng.pick(NAME_WORDS)
        const suffix = rng.pick(NAME_SUFFIXES[type])
        name = `${word} ${suffix}`
        if (usedNames.has(name)) name = `${word} ${suffix} at ${hood.name.split(/[-–]/)[0]!.trim()}`
      }
      usedNames.add(name)
      const id = slug(`${name}-${city === 'toronto' ? 'tor' : 'van'}`)
      const able = type === 'condo' ? builders : builders.filter((b) => b.lowRise)
      const lead = able[(i * 5 + rng.int(0, 2)) % able.length]!
      const partners = [lead]
      if (rng.chance(0.2)) {
        const other = able.find((b) => b.id !== lead.id && rng.chance(0.4)) ?? able.find((b) => b !== lead)
        if (other) partners.push(other)
      }
      partners.forEach((b, ord) => {
        out.projectBuilders.push({ projectId: id, builderId: b.id, ord })
      })

      // Price per square foot: the city's range, higher where the neighbourhood's condos cost more.
      const hoodFactor = Math.min(1, Math.max(0, (hood.condo - 450_000) / 550_000))
      const [lo, hi] = city === 'toronto' ? [1000, 1600] : [1200, 1800]
      const basePpsf = lo + (hi - lo) * (0.25 + 0.6 * hoodFactor) + rng.range(-80, 80)
      const ppsf = type === 'condo' ? basePpsf : type === 'townhouse' ? basePpsf * 0.78 : basePpsf * 0.68
      const soldOut = rng.chance(0.2)
      const shapes = layoutShapes(rng, type)
      const names = pickSome(rng, LAYOUT_NAMES, shapes.length, shapes.length)
      const layouts: LayoutRow[] = shapes.map((s, n) => {
        const sqft = Math.round(rng.range(s.sqft[0], s.sqft[1]) / 5) * 5
        const price = marketPrice(sqft * ppsf * rng.range(0.96, 1.08))
        return {
          id: `${id}-${slug(names[n]!)}`,
          projectId: id,
          name: names[n]!,
          beds: s.beds,
          den: s.den,
          baths: s.baths,
          sqft,
          exposure: rng.pick(EXPOSURES),
          price,
          available: !soldOut && rng.chance(0.8),
        }
      })
      if (!soldOut && !layouts.some((l) => l.available)) layouts[0]!.available = true
      out.layouts.push(...layouts)
      const prices = layouts.map((l) => l.price)
      const pricePerSqft =
        calculatePricePerSqft(
          prices.reduce((a, b) => a + b, 0),
          layouts.reduce((a, l) => a + l.sqft, 0),
        ) ?? Math.round(ppsf)

      const units =
        type === 'condo' ? rng.int(18, 90) * 10 : type === 'townhouse' ? rng.int(4, 16) * 10 : rng.int(2, 12) * 10
      const stories =
        type === 'condo'
          ? Math.min(65, Math.max(12, Math.round(units / rng.range(9, 14))))
          : type === 'townhouse'
            ? rng.int(3, 4)
            : rng.int(2, 3)
      const developmentFeeCap =
        city === 'toronto' && rng.chance(0.7)
          ? type === 'condo'
            ? rng.pick([12_000, 15_000, 18_000, 20_000])
            : rng.pick([25_000, 30_000, 40_000])
          : null
      const assignmentAllowed = rng.chance(0.8)
      const assignmentFee = assignmentAllowed ? rng.pick([0, 5000, 7500, 10_000]) : null
      const facilities =
        type === 'condo'
          ? pickSome(rng, FACILITIES, 5, 9)
          : type === 'townhouse'
            ? pickSome(rng, ['kidsPlay', 'bbq', 'parcelRoom'] as const, 1, 3)
            : []
      const highlights: Highlight[] = []
      if (developmentFeeCap !== null) highlights.push('cappedCharges')
      if (nearStation.distanceM < 500) highlights.push('nearTransit')
      if (assignmentFee === 0) highlights.push('freeAssignment')
      highlights.push(
        ...pickSome(rng, ['extendedDeposits', 'rightToLease', 'vipPricing', 'cashBack', 'freeLocker'] as const, 0, 2),
      )
      const launchDate = new Date(anchor.getTime() - rng.int(20, 1100) * DAY)
      // Occupancy follows the build after launch (towers take longer than houses) and is still ahead of today.
      const buildYears = type === 'condo' ? rng.int(3, 4) : rng.int(2, 3)
      const launchQuarter = Math.floor(launchDate.getUTCMonth() / 3) + 1
      const nextQuarter = quarterIndex(anchor.getUTCFullYear(), Math.floor(anchor.getUTCMonth() / 3) + 2)
      const occupancyAt = Math.max(
        quarterIndex(launchDate.getUTCFullYear() + buildYears, launchQuarter) + rng.int(0, 2),
        nextQuarter,
      )
      const occupancyYear = Math.floor(occupancyAt / 4)
      const occupancyQuarter = (occupancyAt % 4) + 1
      const street = rng.pick(streetsOf(city, hood.name))

      out.projects.push({
        id,
        name,
        city,
        type,
        status: preconsStatusOf(layouts.map((l) => ({ available: l.available ?? false }))),
        address: `${rng.int(1, 240) * 5} ${street}`,
        neighbourhood: hood.name,
        nearStation: nearStation.distanceM < 1500 ? nearStation.place.name : null,
        location: { x: location.lng, y: location.lat },
        totalUnits: units,
        stories,
        occupancyYear,
        occupancyQuarter,
        ownership:
          type === 'detached'
            ? 'freehold'
            : city === 'vancouver'
              ? 'strata'
              : type === 'townhouse' && rng.chance(0.5)
                ? 'freehold'
                : 'condominium',
        salesCompany: rng.pick(SALES_COMPANIES[city]),
        developmentFeeCap,
        developmentFeeIncluded: city === 'vancouver',
        deposits: depositsFor(rng, city, type),
        maintenanceCentsPerSqft: type === 'detached' ? null : city === 'toronto' ? rng.int(58, 78) : rng.int(45, 65),
        minPrice: Math.min(...prices),
        maxPrice: Math.max(...prices),
        parkingPrice:
          type === 'condo'
            ? rng.pick(city === 'toronto' ? [75_000, 85_000, 95_000, 110_000] : [50_000, 65_000, 80_000])
            : null,
        storagePrice: type === 'condo' ? rng.pick([5000, 7500, 10_000, 12_000]) : null,
        pricePerSqft,
        assignmentAllowed,
        assignmentFee,
        assignmentLegalFee: assignmentAllowed ? rng.pick([750, 1000, 1500]) : null,
        assignmentTerms: assignmentAllowed ? pickSome(rng, ASSIGNMENT_TERMS, 1, 3) : [],
        summary: summaryOf({
          type,
          stories,
          units,
          neighbourhood: hood.name,
          station: nearStation.distanceM < 1500 ? nearStation.place.name : null,
          builder: partners.map((b) => b.name).join(' and '),
          facilities,
        }),
        facilities,
        highlights,
        recommend: rng.weighted<number>([
          [0, 15],
          [1, 3],
          [2, 2],
        ]),
        launchDate,
        photoCount: rng.int(3, 5),
        updatedAt: new Date(Math.min(anchor.getTime(), launchDate.getTime() + rng.int(1, 20) * DAY)),
        source: 'demo',
      })

      const events = rng.int(0, 4)
      for (let e = 0; e < events; e++) {
        const live = e === 0 ? !soldOut && rng.chance(0.6) : rng.chance(0.3)
        // Live events are in the coming weeks; recorded ones happened between the launch and today, by day in
        // both cities (17:00–23:00 UTC).
        const daysSinceLaunch = Math.floor((anchor.getTime() - launchDate.getTime()) / DAY) - 1
        const startsAt = live
          ? new Date(Math.floor(anchor.getTime() / DAY) * DAY + rng.int(1, 21) * DAY + rng.int(17, 20) * 3_600_000)
          : new Date(
              Math.floor(launchDate.getTime() / DAY) * DAY +
                Math.max(0, Math.min(rng.int(0, 120), daysSinceLaunch)) * DAY +
                rng.int(17, 23) * 3_600_000,
            )
        out.activities.push({
          projectId: id,
          kind: live ? 'live' : 'recorded',
          topic: rng.pick(['launch', 'vip', 'floorPlans', 'constructionUpdate', 'investorQa'] as const),
          startsAt: new Date(Math.floor(startsAt.getTime() / 3_600_000) * 3_600_000),
          durationMin: rng.pick([30, 45, 60, 90]),
          url: `https://${live ? 'live' : 'video'}.maplenest.ca/precons/${id}/${e + 1}`,
        })
      }
    }
  }
  return out
}
