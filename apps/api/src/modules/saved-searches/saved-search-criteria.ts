import {
  boundsOf,
  type City,
  type LatLng,
  type ListingStatus,
  type MapBbox,
  type SavedSearchQuery,
} from '@maplenest/core'
import type { ListingFilter } from '../../db/queries/listing-filters.ts'
import { boxAround, polygonText, type StoredCircles, storedCircles } from '../../platform/sql/geo.ts'
import { toListingFilter } from '../listings/index.ts'

/**
 * The place of a search of a whole region (or of a postal prefix, a price and rooms only), "@toronto", and of a
 * search of anywhere, "@*": beside neighbourhoods' names, which never begin with "@".
 */
export const regionPlace = (city: City) => `@${city}`
export const EVERYWHERE_PLACE = '@*'

/** The places a listing is found by: its neighbourhood, its region and anywhere. */
export const placesOfListing = (listing: { city: City; neighbourhood: string }): string[] => [
  listing.neighbourhood,
  regionPlace(listing.city),
  EVERYWHERE_PLACE,
]

/**
 * What the index of saved searches holds of one: a superset of the homes it can match, and whether it is the whole
 * search (else the exact check decides).
 */
export interface SavedSearchReach {
  sr: SavedSearchQuery['sr']
  status: SavedSearchQuery['status']
  city: City | null
  roomType: SavedSearchQuery['roomType'] | null
  priceMin: number | null
  priceMax: number | null
  bedsMin: number | null
  bedsMax: number | null
  /** A box as PostgreSQL writes it: a drawn area's bounds, or a radius's; null when the search has places. */
  area: string | null
  /** Its neighbourhoods, or its region's place, or anywhere's; null when it has an area. */
  places: string[] | null
  /** The drawn ring inside the area's box, as PostgreSQL writes a polygon; set only when it is all the area asks. */
  ring: string | null
  /** The one radius's circles inside the area's box; set only when they are all the area asks. */
  circles: StoredCircles | null
  /** Whether these fields are the whole search, so a listing its index finds needs no exact check (reachIsExact). */
  reachExact: boolean
}

const boxText = (b: MapBbox) => `((${b.west},${b.south}),(${b.east},${b.north}))`

function union(boxes: readonly MapBbox[]): MapBbox {
  return {
    west: Math.min(...boxes.map((b) => b.west)),
    south: Math.min(...boxes.map((b) => b.south)),
    east: Math.max(...boxes.map((b) => b.east)),
    north: Math.max(...boxes.map((b) => b.north)),
  }
}

const areaOf = (b: MapBbox) => (b.east - b.west) * (b.north - b.south)

/**
 * The filter a listing change is checked against: the search's own filter (its place, type, price and rooms, the drawn
 * area) at the listing's status, as what a search says of a listing's status is the alert's kind.
 */
export function matchingFilter(
  query: SavedSearchQuery,
  polygon: readonly LatLng[] | null,
  status: ListingStatus,
  now: Date,
): ListingFilter {
  const filter = toListingFilter({ ...query, limit: 1 }, now)
  return { ...filter, status, lsc: undefined, since: undefined, ...(polygon ? { polygon } : {}) }
}

/**
 * The parts of a listing filter a search's index columns hold whole: its sale or lease, type, price and bedrooms, its
 * city, and its neighbourhoods (the status and time window are the alert's kind, decided apart).
 */
const HELD_BY_THE_INDEX: ReadonlySet<keyof ListingFilter> = new Set([
  'city',
  'sr',
  'roomType',
  'status',
  'lsc',
  'since',
  'price',
  'beds',
  'neighbourhoods',
])

/** Nothing asked: undefined, an empty list, or a range with neither end. */
const isUnset = (value: unknown): boolean =>
  value === undefined ||
  (Array.isArray(value)
    ? value.length === 0
    : typeof value === 'object' && value !== null
      ? Object.values(value).every(isUnset)
      : false)

/** The circles a filter asks a listing to be in: near an address, and each station, campus or kind of place. */
const reachesOf = (filter: ListingFilter) =>
  [filter.near, ...(filter.reaches ?? [])].filter((r): r is NonNullable<typeof r> => Boolean(r?.points.length))

/**
 * Whether a search's index columns say all it asks, so a listing its index finds matches it with no exact check:
 * nothing set beyond what the columns hold, and one place. Its place is then a list of neighbourhoods, its city's
 * region or anywhere (held exactly by its places' rows), or a drawn ring, or one radius round a station, a campus or
 * an address (held exactly by the ring or the circles in its area's row). A drawn area with a radius, two radii,
 * neighbourhoods with an area, baths, age, furnished, words, a postal prefix are checked exactly against the listing,
 * as is any criterion added later.
 */
export function reachIsExact(filter: ListingFilter, polygon: readonly LatLng[] | null): boolean {
  const reaches = reachesOf(filter).length
  const shapes = reaches + (polygon ? 1 : 0)
  if (shapes > 1) return false
  return Object.entries(filter).every(([key, value]) => {
    if (isUnset(value)) return true
    if (key === 'near' || key === 'reaches') return true
    if (key === 'neighbourhoods') return shapes === 0
    return HELD_BY_THE_INDEX.has(key as keyof ListingFilter)
  })
}

/**
 * What the exact check still has to decide of a search its places' rows found: its matching filter without what the
 * rows held (city, type, price and rooms; and its neighbourhoods when they were its places). Searches near one station
 * or campus, in one drawn area, then share one remainder, checked once.
 */
export function remainderToCheck(filter: ListingFilter, placesHeld: boolean): ListingFilter {
  const { city: _city, roomType: _roomType, price: _price, beds: _beds, neighbourhoods, ...rest } = filter
  return placesHeld || !neighbourhoods ? rest : { ...rest, neighbourhoods }
}

/**
 * Where a saved search can reach, for its index: a drawn area's bounds; else the narrowest circle round a station,
 * a campus or a kind of place; else its neighbourhoods; else its city's region; else anywhere. With an area, the ring
 * or circles that decide it when they are all the search asks.
 */
export function savedSearchReach(query: SavedSearchQuery, polygon: readonly LatLng[] | null): SavedSearchReach {
  const filter = toListingFilter({ ...query, limit: 1 }, new Date())
  const reaches = reachesOf(filter)
  const boxes = reaches.map((r) => union(r.points.map((p) => boxAround(p, r.radiusM))))
  const narrowest = [...boxes].sort((a, b) => areaOf(a) - areaOf(b))[0]
  const reachExact = reachIsExact(filter, polygon)
  const [onlyReach] = reaches
  const city = filter.city ?? null
  const area = polygon ? boundsOf(polygon) : (narrowest ?? null)
  const places = area
    ? null
    : filter.neighbourhoods
      ? [...filter.neighbourhoods]
      : [city ? regionPlace(city) : EVERYWHERE_PLACE]
  return {
    sr: query.sr,
    status: query.status,
    city,
    roomType: query.roomType ?? null,
    priceMin: query.priceMin ?? null,
    priceMax: query.priceMax ?? null,
    bedsMin: query.bedsMin ?? null,
    bedsMax: query.bedsMax ?? null,
    area: area ? boxText(area) : null,
    places,
    ring: reachExact && polygon ? polygonText(polygon) : null,
    circles: reachExact && onlyReach ? storedCircles(onlyReach.points, onlyReach.radiusM) : null,
    reachExact,
  }
}
