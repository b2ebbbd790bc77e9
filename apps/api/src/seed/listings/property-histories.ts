import { representativeSqft } from '@maplenest/core'
import { createRng } from '../../lib/rng.ts'
import { CITY_STATIONS, nearest } from '../geo/index.ts'
import { type Draft, describe, yieldOf } from './generate.ts'

const DAY = 86_400_000
const RENT_MIN = 1650
/** A property's next listing after a sale or a lease starts at least this long after it closed. */
const NEXT_DEAL_GAP_DAYS = 180
const DELISTED = new Set(['exp', 'ter', 'sus'])
const RENT_MAX = 15_000

/** Share of the listings of each kind that are a property on the market before: in the demo's 24 months. */
const RELISTED_SHARE = { condo: 0.3, Twnhouse: 0.2, res: 0.15 } as const

/** The facts that make a property: where it is and what it is, copied from the later listing to an earlier one. */
const PROPERTY_FIELDS = [
  'address',
  'unit',
  'streetName',
  'neighbourhood',
  'crossStreets',
  'postalCode',
  'location',
  'roomType',
  'propertyType',
  'style',
  'beds',
  'bedsPlus',
  'baths',
  'sqft',
  'parking',
  'locker',
  'yearBuilt',
  'exposure',
  'level',
  'registrationNumber',
  'management',
  'airConditioning',
  'exterior',
  'fireplace',
  'heatingType',
  'heatingSource',
  'balcony',
  'elevator',
  'lot',
  'ownership',
] as const

/** A listing's price level as a sale price: rents turned into the price they stand for (the demo's yields). */
const value = (d: Draft) => {
  const r = d.listing.row
  return r.sr === 'Sale' ? (r.originalPrice ?? r.price) : (r.originalPrice ?? r.price) / yieldOf(r.roomType, d.city)
}

const step = (sr: string, price: number) => (sr === 'Lease' ? 50 : price > 2_000_000 ? 5000 : 1000)

/** Scales every price of a listing, each rounded as the board's prices are. */
function scalePrices(d: Draft, factor: number): void {
  const r = d.listing.row
  const scale = (p: number) => Math.max(step(r.sr, p), Math.round((p * factor) / step(r.sr, p)) * step(r.sr, p))
  r.price = scale(r.price)
  if (r.originalPrice != null) r.originalPrice = scale(r.originalPrice)
  if (r.closePrice != null) r.closePrice = scale(r.closePrice)
  if (r.taxesCents != null) r.taxesCents = Math.round(r.taxesCents * factor)
  for (const e of d.events) if (e.price !== null) e.price = scale(e.price)
  // the first event's price is the original price, the last a close's the close price, as the board records them
  const first = d.events[0]
  if (first) first.price = r.originalPrice ?? r.price
  const last = d.events[d.events.length - 1]
  if (last && r.closePrice != null && (last.event === 'sld' || last.event === 'lsd')) last.price = r.closePrice
}

/** Makes `earlier` a listing of `later`'s property: its place, its facts, its rooms, and prices at its level. */
function becomeEarlierListing(earlier: Draft, later: Draft, index: number): void {
  const from = later.listing.row
  const to = earlier.listing.row
  const r = earlier.listing.row
  const prices = [r.price, r.originalPrice ?? r.price, r.closePrice ?? r.price]
  // rents stay within what the demo's leases ask
  const factor =
    r.sr === 'Lease'
      ? Math.min(
          Math.max(value(later) / value(earlier), RENT_MIN / Math.min(...prices)),
          RENT_MAX / Math.max(...prices),
        )
      : value(later) / value(earlier)
  const areaBefore = representativeSqft(to.sqft)
  for (const field of PROPERTY_FIELDS) (to as Record<string, unknown>)[field] = from[field]
  // condo fees go with the unit's area
  const areaNow = representativeSqft(to.sqft)
  if (from.maintenanceCents != null && to.maintenanceCents != null) to.maintenanceCents = from.maintenanceCents
  else if (to.maintenanceCents != null && areaBefore && areaNow)
    to.maintenanceCents = Math.round((to.maintenanceCents * areaNow) / areaBefore)
  scalePrices(earlier, factor)
  earlier.listing.rooms = later.listing.rooms.map((room) => ({ ...room }))
  earlier.listing.stationDistanceM = later.listing.stationDistanceM
  earlier.prefix = later.prefix
  const p = { lat: from.location.y, lng: from.location.x }
  const station = nearest(p, CITY_STATIONS[later.city])
  // its own words, from its own stream, so that the listings drawn after it stay as they were
  to.description = describe(
    createRng(0x9e3779b9 ^ index),
    {
      roomType: from.roomType,
      beds: from.beds ?? 0,
      bedsPlus: from.bedsPlus ?? 0,
      sqft: from.sqft ?? '',
      hood: from.neighbourhood,
      address: from.unit ? `${from.unit} - ${from.address}` : from.address,
      exposure: from.exposure ?? 'S',
    },
    { name: station.place.name, distanceM: station.distanceM },
    to.sr,
    from.parking ?? 0,
  )
}

/** The relisted listing's earlier, terminated run, told by `earlier`: its dates, price and events. */
function becomeTerminatedRun(earlier: Draft, later: Draft): void {
  const run = later.earlier!
  const [listed, ended] = [run[0]!, run[run.length - 1]!]
  const r = earlier.listing.row
  r.sr = later.listing.row.sr
  r.status = 'U'
  r.lsc = 'ter'
  r.inputDate = new Date(listed.at)
  r.unavailableDate = new Date(ended.at)
  r.closeDate = null
  r.closePrice = null
  r.price = ended.price ?? later.listing.row.price
  r.originalPrice = listed.price
  r.dom = Math.round((ended.at - listed.at) / DAY)
  r.updatedAt = new Date(ended.at + 3_600_000)
  r.furnished = later.listing.row.furnished
  r.possession = later.listing.row.possession
  r.insurance = later.listing.row.insurance
  r.pets = later.listing.row.pets
  r.includedUtilities = later.listing.row.includedUtilities
  r.taxesCents = later.listing.row.taxesCents
  r.taxYear = later.listing.row.taxYear
  earlier.events = run.map((e) => ({ ...e }))
  earlier.numberAt = listed.at
  earlier.earlierOf = later
}

/** How many listings back from the latest that ended in time an earlier listing is looked for. */
const SEARCH_BACK = 40

const propertyKey = (d: Draft) => `${d.listing.row.address}|${d.listing.row.unit ?? ''}`
const kindKey = (d: Draft) => `${d.listing.row.propertyType}|${d.listing.row.beds}`

/**
 * Homes that were on the market before, as a city's market has them: a relisted listing's earlier, terminated run
 * becomes a listing of its own, and about a fifth of the other listings (more condos, fewer houses) get an earlier
 * listing of the same property — a lease before a sale, an expired listing relisted, an earlier sale. The earlier
 * one is a listing of the same kind and size that ended before the later one started: it takes the later one's
 * address, unit, facts and rooms, and prices at its level. Deterministic, and it keeps the number of listings.
 */
export function linkPropertyHistories(drafts: Draft[]): void {
  const ended = (d: Draft) => d.listing.row.unavailableDate!.getTime()
  // when each property is on the market, so that an earlier listing never overlaps another of the same address and
  // unit (two houses drawn at one address by chance included)
  const onMarket = new Map<string, [number, number][]>()
  const during = (d: Draft): [number, number] => [
    d.listing.row.inputDate.getTime(),
    d.listing.row.unavailableDate?.getTime() ?? Number.POSITIVE_INFINITY,
  ]
  for (const d of drafts) onMarket.set(propertyKey(d), [...(onMarket.get(propertyKey(d)) ?? []), during(d)])
  const fits = (later: Draft, from: number, to: number) =>
    (onMarket.get(propertyKey(later)) ?? []).every(([start, end]) => to < start || from > end)
  const occupy = (later: Draft, earlier: Draft) => onMarket.get(propertyKey(later))!.push(during(earlier))
  const pool = new Map<string, Draft[]>()
  for (const d of drafts) {
    if (d.listing.row.status !== 'U') continue
    pool.set(kindKey(d), [...(pool.get(kindKey(d)) ?? []), d])
  }
  for (const list of pool.values()) list.sort((a, b) => ended(a) - ended(b))
  const used = new Set<Draft>()
  const take = (later: Draft, before: number, run?: readonly [number, number], delistedOnly = false): Draft | null => {
    const list = pool.get(kindKey(later))
    if (!list) return null
    // the latest that ended before, not itself, not already another's past, not a property with a past of its own:
    // found by halving, then at most a few steps back past those taken
    let lo = 0
    let hi = list.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (ended(list[mid]!) < before) lo = mid + 1
      else hi = mid
    }
    for (let i = lo - 1; i >= Math.max(0, lo - SEARCH_BACK); i--) {
      const d = list[i]!
      if (d === later || used.has(d) || d.hasEarlier || ended(d) >= before) continue
      if (delistedOnly && !DELISTED.has(d.listing.row.lsc)) continue
      const [from, to] = run ?? [d.listing.row.inputDate.getTime(), ended(d)]
      if (!fits(later, from, to)) continue
      used.add(d)
      return d
    }
    return null
  }
  drafts.forEach((later, index) => {
    if (used.has(later)) return
    const row = later.listing.row
    if (later.earlier) {
      const run = [later.earlier[0]!.at, later.earlier[later.earlier.length - 1]!.at] as const
      const earlier = take(later, Number.POSITIVE_INFINITY, run)
      if (!earlier) return
      becomeEarlierListing(earlier, later, index)
      becomeTerminatedRun(earlier, later)
      occupy(later, earlier)
      later.hasEarlier = true
      return
    }
    // every listing has a share of chances by its index, so the choice is spread evenly over the kinds and dates
    if (((index * 2654435761) >>> 0) / 2 ** 32 >= RELISTED_SHARE[row.roomType]) return
    // a sale or a lease some months before (a new owner, a tenant's year), else a relisting after an expired or
    // withdrawn listing
    const earlier =
      take(later, row.inputDate.getTime() - NEXT_DEAL_GAP_DAYS * DAY) ??
      take(later, row.inputDate.getTime() - DAY, undefined, true)
    if (!earlier) return
    becomeEarlierListing(earlier, later, index)
    occupy(later, earlier)
    later.hasEarlier = true
  })
}
