import { drawnPhotoUrl, type ListingStatus, type RoomType, type SaleOrLease } from '@maplenest/core'
import type { listingHistory, listingMedia, listingRooms, listings } from '../../db/schema.ts'
import type { Rng } from '../../lib/rng.ts'
import { COMMUNITY_AREAS } from '../geo/community-streets.ts'
import {
  CITY_STATIONS,
  type DemoCity,
  GEO,
  hoodAt,
  insideCity,
  type LatLng,
  type Neighbourhood,
  nearest,
  offset,
  roughDistanceM,
  SCHOOL_CLEARANCE_M,
  streetsOf,
} from '../geo/index.ts'
import { TORONTO_DISTRICTS, VANCOUVER_AREAS } from '../geo/streets.ts'
import type { SeedSize } from '../seed-sizes.ts'
import * as C from './catalogue.ts'
import { linkPropertyHistories } from './property-histories.ts'

export type { SeedSize } from '../seed-sizes.ts'

/** Listings per city for each size. */
export const SEED_SIZES: Record<SeedSize, Record<DemoCity, number>> = {
  tiny: { toronto: 300, vancouver: 100 },
  default: { toronto: 15_000, vancouver: 5_000 },
  large: { toronto: 150_000, vancouver: 50_000 },
  huge: { toronto: 750_000, vancouver: 250_000 },
}

export type ListingRow = Omit<typeof listings.$inferInsert, 'id' | 'searchText'>
export type RoomRow = Omit<typeof listingRooms.$inferInsert, 'listingId'>
export type MediaRow = Omit<typeof listingMedia.$inferInsert, 'listingId'>
export type HistoryRow = Omit<typeof listingHistory.$inferInsert, 'listingId' | 'id'>

export interface DemoListing {
  row: ListingRow
  rooms: RoomRow[]
  media: MediaRow[]
  history: HistoryRow[]
  /** Distance to the nearest rapid-transit station, metres (for checks; not stored). */
  stationDistanceM: number
}

type Lsc = ListingRow['lsc']
const DAY = 86_400_000

const round = (v: number, step: number) => Math.round(v / step) * step
const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v))

// ---------------------------------------------------------------- where

const DOWNTOWN: Record<DemoCity, readonly string[]> = {
  toronto: ['C01', 'C08'],
  vancouver: ['Downtown', 'West End', 'Fairview', 'Mount Pleasant', 'Strathcona'],
}

function landPoint(rng: Rng, city: DemoCity, centre: LatLng, maxM: number): LatLng {
  for (let i = 0; i < 12; i++) {
    const p = offset(centre, maxM * Math.sqrt(rng.next()), rng.range(0, 2 * Math.PI))
    if (insideCity(city, p)) return p
  }
  return insideCity(city, centre) ? centre : nearest(centre, GEO.neighbourhoods[city]).place
}

/** Condos gather downtown, around stations and campuses; houses spread over neighbourhoods that have them. */
function drawPoint(rng: Rng, city: DemoCity, roomType: RoomType): LatLng {
  const hoods = GEO.neighbourhoods[city]
  if (roomType !== 'condo') {
    const withHouses = hoods.filter((h) => h.detached !== null)
    return landPoint(rng, city, rng.pick(withHouses), 1100)
  }
  const anchor = rng.weighted<'downtown' | 'station' | 'campus' | 'any'>([
    ['downtown', 35],
    ['station', 40],
    ['campus', 8],
    ['any', 17],
  ])
  if (anchor === 'downtown') {
    const core = hoods.filter((h) => DOWNTOWN[city].includes(h.district))
    return landPoint(rng, city, rng.pick(core), 650)
  }
  if (anchor === 'station') return landPoint(rng, city, rng.pick(CITY_STATIONS[city]), 550)
  if (anchor === 'campus') return landPoint(rng, city, rng.pick(GEO.campuses[city]), 700)
  return landPoint(rng, city, rng.pick(hoods), 900)
}

const nearSchool = (p: LatLng, schools: readonly LatLng[]) =>
  schools.some((s) => roughDistanceM(p, s) < SCHOOL_CLEARANCE_M)

/**
 * A point and the neighbourhood it lies in (hoodAt), clear of every school; houses only where the neighbourhood
 * has houses. Redrawn until all hold; after many misses, a point beside the centre of a neighbourhood with houses.
 */
function placeListing(
  rng: Rng,
  city: DemoCity,
  roomType: RoomType,
  schools: readonly LatLng[],
): { point: LatLng; hood: Neighbourhood } {
  for (let attempt = 0; attempt < 30; attempt++) {
    const point = drawPoint(rng, city, roomType)
    const hood = hoodAt(city, point)
    if (roomType !== 'condo' && hood.detached === null) continue
    if (nearSchool(point, schools)) continue
    return { point, hood }
  }
  const hoods = GEO.neighbourhoods[city].filter((h) => roomType === 'condo' || h.detached !== null)
  for (;;) {
    const hood = rng.pick(hoods)
    const point = offset(hood, rng.range(150, 300), rng.range(0, 2 * Math.PI))
    if (hoodAt(city, point) === hood && insideCity(city, point) && !nearSchool(point, schools)) return { point, hood }
  }
}

// ---------------------------------------------------------------- what

interface Shape {
  beds: number
  bedsPlus: number
  baths: number
  sqft: string
  /** Mid-point of the sqft range, for maintenance and room sizes. */
  area: number
  price: number
}

const CONDO_SIZES: readonly (readonly [[number, number, string, number, number], number])[] = [
  // beds, den, sqft, area, price factor of the area's typical condo
  [[0, 0, '<500', 450, 0.7], 3],
  [[0, 0, '500-599', 530, 0.76], 3],
  [[1, 0, '500-599', 560, 0.84], 14],
  [[1, 0, '600-699', 640, 0.9], 12],
  [[1, 1, '600-699', 660, 0.95], 10],
  [[1, 1, '700-799', 740, 1.02], 8],
  [[2, 0, '700-799', 760, 1.15], 12],
  [[2, 0, '800-899', 850, 1.25], 12],
  [[2, 1, '900-999', 950, 1.38], 7],
  [[3, 0, '1000-1199', 1100, 1.62], 5],
  [[3, 0, '1200-1399', 1300, 1.85], 3],
  [[2, 0, '1400-1599', 1500, 2.3], 1],
]

const HOUSE_SQFT: readonly (readonly [string, number])[] = [
  ['1100-1500', 1300],
  ['1500-2000', 1750],
  ['2000-2500', 2250],
  ['2500-3000', 2750],
  ['3000-3500', 3250],
  ['3500-5000', 4100],
]

function shapeFor(rng: Rng, roomType: RoomType, hood: Neighbourhood): Shape {
  const noise = clamp(1 + rng.normal() * 0.09, 0.78, 1.25)
  if (roomType === 'condo') {
    const [beds, den, sqft, area, factor] = rng.weighted(CONDO_SIZES)
    const baths = beds <= 1 ? (den && rng.chance(0.4) ? 2 : 1) : beds === 2 ? (rng.chance(0.8) ? 2 : 1) : 2
    return { beds, bedsPlus: den, baths, sqft, area, price: round(hood.condo * factor * noise, 1000) }
  }
  if (roomType === 'Twnhouse') {
    const beds = rng.weighted([
      [2, 3],
      [3, 5],
      [4, 2],
    ] as const)
    const [sqft, area] = (
      beds === 2 ? HOUSE_SQFT[0] : beds === 3 ? rng.pick(HOUSE_SQFT.slice(0, 2)) : HOUSE_SQFT[2]
    ) as [string, number]
    const base = hood.detached ? 0.5 * (hood.condo * 1.55 + hood.detached * 0.6) : hood.condo * 1.6
    const price = round(base * (0.85 + 0.1 * (beds - 2)) * noise, 1000)
    return { beds, bedsPlus: rng.chance(0.25) ? 1 : 0, baths: beds >= 3 ? rng.int(2, 4) : 2, sqft, area, price }
  }
  const beds = rng.weighted([
    [2, 1],
    [3, 5],
    [4, 5],
    [5, 2],
  ] as const)
  const idx = clamp(beds - 2 + rng.int(-1, 1), 0, HOUSE_SQFT.length - 1)
  const [sqft, area] = HOUSE_SQFT[idx] as [string, number]
  const detached = hood.detached ?? hood.condo * 2.4
  const price = round(detached * (0.72 + 0.11 * idx) * noise, 1000)
  return {
    beds,
    bedsPlus: rng.chance(0.45) ? rng.int(1, 2) : 0,
    baths: clamp(beds - rng.int(0, 1), 2, 6),
    sqft,
    area,
    price,
  }
}

// ---------------------------------------------------------------- when and how it ended

interface Event {
  event: Lsc
  at: number
  price: number | null
}

interface Story {
  status: ListingStatus
  lsc: Lsc
  /** Events of this listing (new first). */
  events: Event[]
  /** Events of an earlier, terminated listing of the same property. */
  earlier: Event[] | null
  inputAt: number
  closeAt: number | null
  closePrice: number | null
  unavailableAt: number | null
  price: number
  originalPrice: number
  dom: number
}

type ScenarioKey =
  | 'new'
  | 'pc'
  | 'sc'
  | 'sce'
  | 'dft'
  | 'bom'
  | 'ext'
  | 'relisted'
  | 'lc'
  | 'lce'
  | 'sold'
  | 'soldAfterPc'
  | 'leased'
  | 'leasedAfterLc'
  | 'exp'
  | 'ter'
  | 'sus'

const SALE_SCENARIOS: readonly (readonly [ScenarioKey, number])[] = [
  ['new', 13],
  ['pc', 7],
  ['sc', 2],
  ['sce', 1],
  ['dft', 1],
  ['bom', 2],
  ['ext', 1],
  ['relisted', 3],
  ['sold', 24],
  ['soldAfterPc', 12],
  ['exp', 11],
  ['ter', 12],
  ['sus', 2],
]
const LEASE_SCENARIOS: readonly (readonly [ScenarioKey, number])[] = [
  ['new', 14],
  ['pc', 4],
  ['lc', 2],
  ['lce', 1],
  ['ext', 1],
  ['relisted', 2],
  ['leased', 30],
  ['leasedAfterLc', 10],
  ['exp', 8],
  ['ter', 8],
  ['sus', 1],
]

function story(rng: Rng, anchor: number, sr: SaleOrLease, listPrice: number, priceStep: number): Story {
  const key = rng.weighted(sr === 'Sale' ? SALE_SCENARIOS : LEASE_SCENARIOS)
  const hour = () => rng.int(9, 20) * 3_600_000 + rng.int(0, 59) * 60_000
  const day = (t: number) => Math.floor(t / DAY) * DAY
  // A time on the day `days` after `base`'s, never after the anchor.
  const at = (base: number, days: number) => Math.min(anchor - 60_000, day(base) + days * DAY + hour())
  const cut = (p: number, lo: number, hi: number) => round(p * (1 - rng.range(lo, hi)), priceStep)
  const original = listPrice
  const active = !['sold', 'soldAfterPc', 'leased', 'leasedAfterLc', 'exp', 'ter', 'sus'].includes(key)

  if (active) {
    const minDom: Partial<Record<ScenarioKey, number>> = {
      pc: 5,
      sc: 3,
      sce: 3,
      lc: 3,
      lce: 3,
      dft: 6,
      bom: 6,
      ext: 20,
    }
    const sampled = Math.floor(-Math.log(1 - rng.next()) * (sr === 'Sale' ? 32 : 16))
    const dom = clamp(Math.max(minDom[key] ?? 0, sampled), 0, 200)
    const inputAt = at(anchor, -dom)
    const events: Event[] = [{ event: 'new', at: inputAt, price: original }]
    let price = original
    let earlier: Event[] | null = null
    const later = (min: number) => at(inputAt, clamp(rng.int(min, Math.max(min, dom)), 0, dom))
    let lsc: Lsc = 'new'
    switch (key) {
      case 'pc':
        price = cut(original, 0.02, 0.08)
        events.push({ event: 'pc', at: later(5), price })
        lsc = 'pc'
        break
      case 'sc':
      case 'sce':
      case 'lc':
      case 'lce':
        events.push({ event: key, at: later(3), price })
        lsc = key
        break
      case 'dft':
      case 'bom': {
        // sold conditionally, the deal fell through, (back on the market): on distinct days before today
        const scDay = rng.int(1, dom - 4)
        const dftDay = rng.int(scDay + 1, Math.min(dom - 2, scDay + 12))
        events.push({ event: 'sc', at: at(inputAt, scDay), price })
        events.push({ event: 'dft', at: at(inputAt, dftDay), price })
        if (key === 'bom') events.push({ event: 'bom', at: at(inputAt, rng.int(dftDay + 1, dom - 1)), price })
        lsc = key
        break
      }
      case 'ext':
        events.push({ event: 'ext', at: later(20), price })
        lsc = 'ext'
        break
      case 'relisted': {
        const terAt = at(inputAt, -rng.int(1, 14))
        const oldInput = at(terAt, -rng.int(21, 110))
        const oldPrice = round(original * (1 + rng.range(0.03, 0.1)), priceStep)
        earlier = [
          { event: 'new', at: oldInput, price: oldPrice },
          { event: 'ter', at: terAt, price: oldPrice },
        ]
        break
      }
      default:
        break
    }
    events.sort((a, b) => a.at - b.at)
    return {
      status: 'A',
      lsc,
      events,
      earlier,
      inputAt,
      closeAt: null,
      closePrice: null,
      unavailableAt: null,
      price,
      originalPrice: original,
      dom,
    }
  }

  // Unavailable: listed and ended within the last 24 months.
  const domFor = (): number => {
    if (key === 'exp') return rng.pick([60, 90, 90, 120, 180])
    if (key === 'ter') return rng.int(7, 85)
    if (key === 'sus') return rng.int(5, 40)
    const mean = sr === 'Sale' ? 24 : 14
    return clamp(Math.round(-Math.log(1 - rng.next()) * mean) + 1, 1, 160)
  }
  const dom = domFor()
  const endAt = at(anchor, -rng.int(1, 729 - dom))
  const inputAt = at(endAt, -dom)
  const events: Event[] = [{ event: 'new', at: inputAt, price: original }]
  let price = original
  const mid = () => at(inputAt, rng.int(1, Math.max(1, dom - 1)))
  let lsc: Lsc
  let closePrice: number | null = null
  let closeAt: number | null = null
  switch (key) {
    case 'sold':
    case 'soldAfterPc': {
      if (key === 'soldAfterPc' && dom > 3) {
        price = cut(original, 0.02, 0.09)
        events.push({ event: 'pc', at: mid(), price })
      }
      const ratio = clamp(1 + rng.normal() * 0.035 - 0.015, 0.88, 1.15)
      closePrice = round(price * ratio, priceStep)
      closeAt = endAt
      events.push({ event: 'sld', at: endAt, price: closePrice })
      lsc = 'sld'
      break
    }
    case 'leased':
    case 'leasedAfterLc': {
      if (key === 'leasedAfterLc' && dom > 3) events.push({ event: 'lc', at: mid(), price })
      closePrice = round(price * clamp(1 + rng.normal() * 0.02 - 0.01, 0.9, 1.08), priceStep)
      closeAt = endAt
      events.push({ event: 'lsd', at: endAt, price: closePrice })
      lsc = 'lsd'
      break
    }
    default: {
      if (key !== 'sus' && dom > 20 && rng.chance(0.35)) {
        price = cut(original, 0.02, 0.07)
        events.push({ event: 'pc', at: mid(), price })
      }
      lsc = key as Lsc
      events.push({ event: lsc, at: endAt, price })
    }
  }
  events.sort((a, b) => a.at - b.at)
  return {
    status: 'U',
    lsc,
    events,
    earlier: null,
    inputAt,
    closeAt,
    closePrice,
    unavailableAt: endAt,
    price,
    originalPrice: original,
    dom,
  }
}

// ---------------------------------------------------------------- rooms and photos

function dims(rng: Rng, minM: number, maxM: number): { dimensions: string; areaSqft: number } {
  const a = rng.range(minM, maxM)
  const b = rng.range(minM * 0.8, maxM)
  return { dimensions: `${a.toFixed(2)} x ${b.toFixed(2)}`, areaSqft: Math.round(a * b * 10.7639) }
}

function roomsFor(rng: Rng, city: DemoCity, roomType: RoomType, shape: Shape): RoomRow[] {
  const rooms: RoomRow[] = []
  const levels = C.ROOM_LEVELS[city]
  const floor = levels.flat
  const add = (type: string, level: string, minM: number, maxM: number, features: string) =>
    rooms.push({ ord: rooms.length + 1, type, level, ...dims(rng, minM, maxM), features })
  if (roomType === 'condo') {
    add('Living', floor, 3.0, 5.5, rng.pick(C.ROOM_FEATURES.condoLiving))
    add('Dining', floor, 2.2, 3.4, C.ROOM_FEATURES.condoDining)
    add('Kitchen', floor, 2.2, 3.6, rng.pick(C.ROOM_FEATURES.condoKitchen))
    if (shape.beds > 0) add('Primary Bedroom', floor, 2.8, 4.0, rng.pick(C.ROOM_FEATURES.condoPrimary))
    for (let b = 2; b <= shape.beds; b++)
      add(`${b === 2 ? '2nd' : '3rd'} Bedroom`, floor, 2.5, 3.3, C.ROOM_FEATURES.bedroom)
    if (shape.bedsPlus) add('Den', floor, 1.8, 2.8, rng.pick(C.ROOM_FEATURES.den))
    return rooms
  }
  const main = levels.main
  const upper = levels.upper
  add('Living', main, 3.4, 5.8, rng.pick(C.ROOM_FEATURES.houseLiving))
  add('Dining', main, 2.8, 4.2, C.ROOM_FEATURES.houseDining)
  add('Kitchen', main, 2.8, 4.6, rng.pick(C.ROOM_FEATURES.houseKitchen))
  if (roomType === 'res' && rng.chance(0.6)) add('Family', main, 3.4, 5.2, C.ROOM_FEATURES.family)
  add('Primary Bedroom', upper, 3.4, 4.8, rng.pick(C.ROOM_FEATURES.housePrimary))
  for (let b = 2; b <= shape.beds; b++)
    add(`${['', '', '2nd', '3rd', '4th', '5th'][b]} Bedroom`, upper, 2.7, 3.8, C.ROOM_FEATURES.bedroom)
  if (shape.bedsPlus || roomType === 'res') add('Recreation', levels.lower, 3.5, 7.0, C.ROOM_FEATURES.recreation)
  return rooms
}

const CONDO_PHOTOS = [
  'Building',
  'Living room',
  'Kitchen',
  'Dining area',
  'Primary bedroom',
  'Bathroom',
  'Balcony view',
  'Lobby',
  'Fitness room',
  'Bedroom',
]
const HOUSE_PHOTOS = [
  'Front',
  'Living room',
  'Kitchen',
  'Dining room',
  'Family room',
  'Primary bedroom',
  'Bathroom',
  'Backyard',
  'Bedroom',
  'Basement',
  'Street',
]

function mediaFor(rng: Rng, mlNum: string, roomType: RoomType): MediaRow[] {
  const captions = roomType === 'condo' ? CONDO_PHOTOS : HOUSE_PHOTOS
  const n = rng.int(5, captions.length)
  return captions.slice(0, n).map((caption, i) => ({ ord: i + 1, url: drawnPhotoUrl(mlNum, i + 1), caption }))
}

// ---------------------------------------------------------------- the listing

const DIRECTIONS = ['E', 'S', 'N', 'W', 'NE', 'SE', 'SW', 'NW', 'EW', 'NS'] as const

/** A month's rent as a share of the price the home would sell for, by kind and city. */
export function yieldOf(roomType: RoomType, city: DemoCity): number {
  const kind = roomType === 'condo' ? 0.0041 : roomType === 'Twnhouse' ? 0.0036 : 0.0026
  return kind * (city === 'vancouver' ? 1.05 : 1)
}

export function describe(
  rng: Rng,
  l: {
    roomType: RoomType
    beds: number
    bedsPlus: number
    sqft: string
    hood: string
    address: string
    exposure: string
  },
  station: { name: string; distanceM: number },
  sr: SaleOrLease,
  parking: number,
): string {
  const size = l.beds === 0 ? 'studio' : `${l.beds}${l.bedsPlus ? `+${l.bedsPlus}` : ''}-bedroom`
  const kind = l.roomType === 'condo' ? 'suite' : l.roomType === 'res' ? 'home' : 'townhome'
  const opener = rng.pick(l.roomType === 'condo' ? C.CONDO_OPENERS : C.HOUSE_OPENERS)
  const parts = [
    `${opener} ${size} ${kind} at ${l.address} in ${l.hood}, about ${l.sqft} sq ft with ${l.exposure} exposure.`,
  ]
  const features = (l.roomType === 'condo' ? C.CONDO_FEATURES : C.HOUSE_FEATURES).filter(
    (f) => l.bedsPlus > 0 || !f.includes('den '),
  )
  const first = rng.int(0, features.length - 1)
  parts.push(features[first] as string, features[(first + rng.int(1, features.length - 1)) % features.length] as string)
  const walk = Math.max(2, Math.round(station.distanceM / 80))
  parts.push(
    walk <= 25
      ? `A ${walk}-minute walk to ${station.name} station; shops, cafés and parks nearby.`
      : `Close to shops, parks and schools, with ${station.name} station a short drive away.`,
  )
  if (parking) parts.push(parking === 1 ? 'One parking space included.' : `Parking for ${parking} cars.`)
  if (sr === 'Lease') parts.push(rng.pick(C.LEASE_LINES))
  return parts.join(' ')
}

function fmtDate(t: number): string {
  return new Date(t).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })
}

export interface Draft {
  listing: DemoListing
  /** ML numbers wanted: this listing's, and its earlier listing's when relisted. */
  numberAt: number
  earlierAt: number | null
  earlier: Event[] | null
  events: Event[]
  city: DemoCity
  prefix: string
  /** Set when another listing is this property's earlier listing. */
  hasEarlier?: boolean
  /** Set when this listing is the earlier, terminated run of a relisted one: it takes that run's MLS number. */
  earlierOf?: Draft
}

/** A condominium building's own facts, shared by every unit listed in it. */
interface CondoBuilding {
  point: LatLng
  storeys: number
  yearBuilt: number
  registrationNumber: string | null
  management: string | null
  /** Its units already listed: each unit is listed once. */
  units: Set<string>
}

/**
 * The condominium buildings drawn so far, by neighbourhood and street address: a unit drawn at an address already
 * built stands in that building (its place, storeys, year, corporation and manager), as units of one tower do.
 */
type CondoBuildings = Map<string, CondoBuilding>

/** A unit number on a floor (floor then a two-digit suite) not yet listed in the building, from the drawn suite on. */
function freeUnit(building: CondoBuilding | undefined, floor: number, suite: number): string {
  const name = (n: number) => `${floor}${String(n).padStart(2, '0')}`
  for (let n = suite; n < suite + 99; n++) {
    const unit = name(((n - 1) % 99) + 1)
    if (!building?.units.has(unit)) return unit
  }
  return name(suite)
}

function draftListing(
  rng: Rng,
  city: DemoCity,
  anchor: number,
  schools: readonly LatLng[],
  buildings: CondoBuildings,
): Draft {
  const sr: SaleOrLease = rng.chance(0.7) ? 'Sale' : 'Lease'
  const roomType: RoomType =
    sr === 'Sale'
      ? rng.weighted([
          ['condo', 52],
          ['res', 32],
          ['Twnhouse', 16],
        ] as const)
      : rng.weighted([
          ['condo', 78],
          ['res', 12],
          ['Twnhouse', 10],
        ] as const)
  const { point, hood } = placeListing(rng, city, roomType, schools)
  // Postal areas come with the district; the street is one of the neighbourhood's own.
  const area =
    COMMUNITY_AREAS[hood.name] ?? (city === 'toronto' ? TORONTO_DISTRICTS[hood.district] : VANCOUVER_AREAS[hood.name])
  if (!area) throw new Error(`no postal areas for ${hood.district}`)
  const streets = streetsOf(city, hood.name)
  const shape = shapeFor(rng, roomType, hood)
  const condoLike = roomType === 'condo' || (roomType === 'Twnhouse' && rng.chance(0.55))

  let listPrice = shape.price
  let step = 1000
  if (sr === 'Lease') {
    listPrice = round(clamp(shape.price * yieldOf(roomType, city), 1650, 15_000), 50)
    step = 50
  } else if (listPrice > 2_000_000) step = 5000
  listPrice = Math.max(step, listPrice)
  const s = story(rng, anchor, sr, listPrice, step)

  const streetName = rng.pick(streets)
  const number =
    roomType === 'condo'
      ? rng.pick([
          1, 5, 8, 10, 15, 18, 20, 25, 35, 88, 100, 110, 150, 197, 210, 251, 300, 375, 460, 501, 605, 770, 955, 1000,
          1928, 2191,
        ])
      : rng.int(2, 420) * 2 + (rng.chance(0.5) ? 1 : 0)
  const address = `${number} ${streetName}`
  const buildingKey = `${hood.name}|${address}`
  const building = roomType === 'condo' ? buildings.get(buildingKey) : undefined
  const place = building?.point ?? point
  const storeys = roomType === 'condo' ? rng.int(8, 55) : 0
  // A unit's floor is drawn as before (the same draws give the same data) and kept within its building.
  const floor = roomType === 'condo' ? Math.min(rng.int(2, storeys), building?.storeys ?? storeys) : 0
  const unit =
    roomType === 'condo'
      ? freeUnit(building, floor, rng.int(1, 18))
      : roomType === 'Twnhouse' && condoLike
        ? `${rng.chance(0.5) ? 'TH' : ''}${rng.int(1, 60)}`
        : null
  const others = streets.filter((st) => st !== streetName)
  const crossStreets = others.length
    ? `${streetName.replace(/ (St|Ave|Rd|Blvd|Dr)( [EW])?$/, '')} & ${rng.pick(others)}`
    : null
  const fsa = rng.pick(area.fsa)
  const postalCode = `${fsa} ${rng.int(1, 9)}${String.fromCharCode(65 + rng.int(0, 25)).replace(/[DFIOQU]/, 'K')}${rng.int(0, 9)}`
  const exposure = rng.pick(DIRECTIONS)
  const station = nearest(place, CITY_STATIONS[city])
  const drawnYear =
    roomType === 'condo' ? rng.int(1975, 2025) : roomType === 'Twnhouse' ? rng.int(1985, 2024) : rng.int(1905, 2022)
  const yearBuilt = building?.yearBuilt ?? drawnYear
  const inputYear = new Date(s.inputAt).getUTCFullYear()
  const parking =
    roomType === 'condo' ? (shape.beds >= 2 ? (rng.chance(0.75) ? 1 : 0) : rng.chance(0.35) ? 1 : 0) : rng.int(1, 3)
  const tor = city === 'toronto'
  const sale = sr === 'Sale'
  const assessed = shape.price * (tor ? 0.62 : 0.95)
  const taxes = sale ? Math.round(assessed * (tor ? 0.0072 : 0.0029) * rng.range(0.92, 1.08) * 100) : null
  const maintenance =
    sale && condoLike ? Math.round(shape.area * (tor ? rng.range(0.75, 0.95) : rng.range(0.5, 0.72)) * 100) : null
  const drawnManagement = condoLike ? rng.pick(C.MANAGEMENT[city]) : null
  const drawnRegistration = condoLike
    ? tor
      ? `TSCC ${rng.int(1000, 3100)}`
      : `${yearBuilt >= 2010 ? 'EPS' : 'LMS'}${rng.int(1000, 9999)}`
    : null
  const management = building ? building.management : drawnManagement
  const registrationNumber = building ? building.registrationNumber : drawnRegistration
  if (roomType === 'condo' && !building)
    buildings.set(buildingKey, { point, storeys, yearBuilt, registrationNumber, management, units: new Set() })
  if (unit) (building ?? buildings.get(buildingKey))?.units.add(unit)
  const furnished = sale ? null : rng.chance(roomType === 'condo' ? 0.24 : 0.08) ? 'Y' : 'N'
  const heatingType = roomType === 'condo' ? rng.pick(C.CONDO_HEATING_TYPES) : rng.pick(C.HEATING_TYPES)
  const utilities = sale
    ? condoLike
      ? [
          'Water',
          'Common Elements',
          'Building Insurance',
          ...(rng.chance(0.5) ? ['Heat'] : []),
          ...(parking ? ['Parking'] : []),
        ]
      : []
    : rng.chance(0.6)
      ? ['Heat', 'Water']
      : ['Water']
  const lot =
    roomType === 'res'
      ? tor
        ? `${rng.pick([18, 20, 25, 30, 33, 40, 45, 50, 60])} x ${rng.pick([90, 100, 110, 120, 125, 130, 150])} Feet`
        : `${rng.pick([33, 33, 40, 50, 66])} x ${rng.pick([110, 115, 122, 122, 130])} Feet`
      : roomType === 'Twnhouse' && !condoLike
        ? `${rng.pick([15, 18, 20])} x ${rng.pick([80, 90, 100])} Feet`
        : null
  const propertyType =
    roomType === 'condo'
      ? tor
        ? 'Condo Apt'
        : 'Apartment/Condo'
      : roomType === 'Twnhouse'
        ? condoLike
          ? tor
            ? 'Condo Townhouse'
            : 'Townhouse'
          : tor
            ? 'Att/Row/Twnhouse'
            : 'Row House (Non-Strata)'
        : tor
          ? rng.chance(0.75)
            ? 'Detached'
            : 'Semi-Detached'
          : rng.chance(0.85)
            ? 'House/Single Family'
            : '1/2 Duplex'
  const style =
    roomType === 'condo'
      ? shape.beds === 0
        ? 'Bachelor/Studio'
        : rng.pick(C.CONDO_STYLES.slice(0, 4))
      : roomType === 'Twnhouse'
        ? rng.pick(C.TOWN_STYLES)
        : rng.pick(C.HOUSE_STYLES[city])
  const lastEvent = s.events[s.events.length - 1] as Event
  const updatedAt = lastEvent.at + rng.int(5, 600) * 60_000
  const possession = sale
    ? rng.chance(0.3)
      ? fmtDate(s.inputAt + rng.int(45, 120) * DAY)
      : rng.pick(C.SALE_POSSESSION)
    : rng.chance(0.5)
      ? 'Immediate'
      : fmtDate(Date.UTC(new Date(s.inputAt).getUTCFullYear(), new Date(s.inputAt).getUTCMonth() + 1, 1))

  const row: ListingRow = {
    mlNum: '',
    city,
    sr,
    status: s.status,
    lsc: s.lsc,
    roomType,
    propertyType,
    style,
    address,
    unit,
    streetName,
    neighbourhood: hood.name,
    crossStreets,
    postalCode,
    location: { x: Math.round(place.lng * 1e6) / 1e6, y: Math.round(place.lat * 1e6) / 1e6 },
    price: s.price,
    originalPrice: s.originalPrice,
    closePrice: s.closePrice,
    beds: shape.beds,
    bedsPlus: shape.bedsPlus,
    baths: shape.baths,
    sqft: shape.sqft,
    parking,
    locker: roomType === 'condo' ? rng.pick(C.LOCKERS) : null,
    furnished,
    inputDate: new Date(s.inputAt),
    closeDate: s.closeAt === null ? null : new Date(s.closeAt),
    unavailableDate: s.unavailableAt === null ? null : new Date(s.unavailableAt),
    dom: s.dom,
    updatedAt: new Date(Math.min(updatedAt, anchor)),
    yearBuilt,
    exposure,
    possession,
    taxesCents: taxes,
    taxYear: taxes === null ? null : inputYear - (new Date(s.inputAt).getUTCMonth() < 3 ? 1 : 0),
    maintenanceCents: maintenance,
    level: roomType === 'condo' ? String(floor) : null,
    registrationNumber,
    management,
    brokerage: rng.pick(C.BROKERAGES[city]),
    description: '',
    airConditioning: tor || rng.chance(0.4) ? rng.pick(C.AIR_CONDITIONING) : 'None',
    exterior: rng.pick(C.EXTERIOR[roomType]),
    fireplace: roomType === 'condo' ? rng.chance(0.08) : rng.chance(0.6),
    heatingType,
    heatingSource:
      heatingType === 'Heat Pump' || heatingType === 'Baseboard' ? 'Electric' : rng.chance(0.85) ? 'Gas' : 'Electric',
    includedUtilities: utilities,
    insurance: condoLike && sale ? C.INSURANCE.condoSale : sr === 'Lease' ? C.INSURANCE.lease : null,
    pets: condoLike || sr === 'Lease' ? rng.pick(C.PETS) : null,
    balcony: roomType === 'condo' ? rng.pick(C.BALCONIES) : null,
    elevator: roomType === 'condo' ? true : roomType === 'res' ? false : null,
    lot,
    ownership: condoLike ? C.OWNERSHIP[city] : C.OWNERSHIP.freehold,
    preconsId: null,
    builderId: null,
    layoutId: null,
    source: 'demo',
  }
  row.description = describe(
    rng,
    {
      roomType,
      beds: shape.beds,
      bedsPlus: shape.bedsPlus,
      sqft: shape.sqft,
      hood: hood.name,
      address: unit ? `${unit} - ${address}` : address,
      exposure,
    },
    { name: station.place.name, distanceM: station.distanceM },
    sr,
    parking,
  )
  const rooms = roomsFor(rng, city, roomType, shape)
  const prefix = tor ? (GTA_BOARD_PREFIX[hood.district] ?? (hood.district[0] as string)) : 'R'
  return {
    listing: { row, rooms, media: [], history: [], stationDistanceM: station.distanceM },
    numberAt: s.inputAt,
    earlierAt: s.earlier ? (s.earlier[0] as Event).at : null,
    earlier: s.earlier,
    events: s.events,
    city,
    prefix,
  }
}

/** MLS numbers rise with the listing date, as the boards issue them; relisted properties had an earlier number. */
/** The letter TRREB's numbers start with outside the City of Toronto: N for York Region, W for Peel and Halton. */
const GTA_BOARD_PREFIX: Readonly<Record<string, string>> = {
  Markham: 'N',
  'Richmond Hill': 'N',
  Vaughan: 'N',
  Mississauga: 'W',
  Oakville: 'W',
}

/**
 * How far apart the MLS numbers of two parts of a city's listings start: wider than a part of 200,000 listings can
 * reach, each number at most the larger of 2 and the city's range over the numbers wanted past the one before.
 */
const PART_NUMBERS: Record<DemoCity, number> = { toronto: 1_000_000, vancouver: 500_000 }

function assignNumbers(rng: Rng, drafts: Draft[], city: DemoCity, part: number): void {
  const wants: { at: number; draft: Draft; earlier: boolean }[] = []
  for (const d of drafts) {
    if (!d.earlierOf) wants.push({ at: d.numberAt, draft: d, earlier: false })
    if (d.earlierAt !== null) wants.push({ at: d.earlierAt, draft: d, earlier: true })
  }
  wants.sort((a, b) => a.at - b.at)
  const tor = city === 'toronto'
  const maxGap = Math.max(2, Math.floor((tor ? 900_000 : 260_000) / Math.max(1, wants.length)))
  let n = (tor ? 11_850_000 : 2_850_000) + part * PART_NUMBERS[city]
  const earlierNumbers = new Map<Draft, string>()
  for (const w of wants) {
    n += rng.int(1, maxGap)
    const mlNum = tor ? `${w.draft.prefix}${n}` : `R${n}`
    if (w.earlier) earlierNumbers.set(w.draft, mlNum)
    else w.draft.listing.row.mlNum = mlNum
  }
  for (const d of drafts) if (d.earlierOf) d.listing.row.mlNum = earlierNumbers.get(d.earlierOf) ?? ''
  for (const d of drafts) {
    const mlNum = d.listing.row.mlNum
    const old = d.earlierOf ? undefined : earlierNumbers.get(d)
    d.listing.history = [
      ...(d.earlier && old
        ? d.earlier.map((e) => ({ mlNum: old, event: e.event, date: new Date(e.at), price: e.price }))
        : []),
      ...d.events.map((e) => ({ mlNum, event: e.event, date: new Date(e.at), price: e.price })),
    ]
    d.listing.media = mediaFor(rng, mlNum, d.listing.row.roomType)
  }
}

/**
 * The demo listings of one city: `count` listings whose events fall in the 24 months before `anchor`, none within
 * SCHOOL_CLEARANCE_M of a point in `schools`. Pure: the same rng state, city, count, anchor and schools give the
 * same listings. `part` numbers one of several parts of a city's listings made one after another (a huge size is
 * made in parts, so that it is never held in memory at once): each part's MLS numbers lie apart from the others'.
 */
export function generateCityListings(
  rng: Rng,
  city: DemoCity,
  count: number,
  anchor: Date,
  schools: readonly LatLng[] = [],
  part = 0,
): DemoListing[] {
  const drafts: Draft[] = []
  const buildings: CondoBuildings = new Map()
  for (let i = 0; i < count; i++) drafts.push(draftListing(rng, city, anchor.getTime(), schools, buildings))
  linkPropertyHistories(drafts)
  assignNumbers(rng, drafts, city, part)
  return drafts.map((d) => d.listing)
}

/** Distances to the nearest station, exported for checks of the placement. */
export function stationDistance(city: DemoCity, p: LatLng): number {
  return nearest(p, CITY_STATIONS[city]).distanceM
}
