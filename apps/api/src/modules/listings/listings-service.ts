import {
  AGENT_LISTINGS_LIMIT,
  type AgeCode,
  type AgentListings,
  ageCodeFor,
  ageRange,
  type City,
  calculateDaysOnMarket,
  calculateWindowStart,
  DIRECTIONS,
  type Direction,
  formatNeighbourhood,
  isClosedLsc,
  type LatLng,
  type ListingDetail,
  type ListingHistoryEvent,
  type ListingPage,
  type ListingSearchQuery,
  type ListingSuggestion,
  type ListingSummary,
  type Locale,
  municipalityOfCommunity,
  nearbyStations,
  placeZh,
  readPostalPrefix,
  resolvePlaceFilter,
  resolveTimeWindow,
  toHistoryEvent,
  toSearchLscCodes,
  translate,
  trueDaysOnMarket,
} from '@maplenest/core'
import type { ListingFilter } from '../../db/queries/listing-filters.ts'
import { notFound } from '../../lib/http-error.ts'
import { isRegistered, type Viewer } from '../../platform/access.ts'
import { type Cursor, defineCursor, hashQuery } from '../../platform/cursor.ts'
import type { VowService } from '../vow/index.ts'
import { addressSuggestion, isShown, placeSuggestions } from './listing-suggestions.ts'
import type {
  ListingRow,
  ListingSummaryRow,
  ListingsRepository,
  PropertyListingRow,
  SuggestionRow,
} from './listings-repository.ts'
import {
  BANK_POINTS,
  HOSPITAL_POINTS,
  LIBRARY_POINTS,
  PARK_POINTS,
  RAILWAY_POINTS,
  SHOP_POINTS,
} from './near-places.ts'
import { NEAR_RADIUS_M, type NearPoint, SUBWAY_POINTS, UNIVERSITY_POINTS } from './near-points.ts'
import { getNeighbourhoodArea } from './neighbourhood-areas.ts'

/** The places behind each hot search key. */
const NEAR_POINTS: Record<NonNullable<ListingSearchQuery['near']>, readonly NearPoint[]> = {
  university: UNIVERSITY_POINTS,
  subway: SUBWAY_POINTS,
  hospital: HOSPITAL_POINTS,
  library: LIBRARY_POINTS,
  shop: SHOP_POINTS,
  park: PARK_POINTS,
  railway: RAILWAY_POINTS,
  bank: BANK_POINTS,
}

const SCHOOLS_RADIUS_M = 2000
const SCHOOLS_LIMIT = 6
const SIMILAR_PRICE_BAND = 0.15
const SIMILAR_LIMIT = 6
const SUGGEST_LIMIT = 8
/**
 * How long the data set's newest update time is reused: finding it reads the whole table (~20 ms on 20,000
 * listings in PGlite), and the board's display rule needs it to the minute, not to the request.
 */
const DATA_UPDATED_TTL_MS = 60_000
/** MLS numbers: a board prefix letter or two and digits (C1234567, R2901234, W12345678). */
const ML_NUM = /^[A-Z]{1,3}\d{5,9}$/

/** Search pages by newest (the input time as PostgreSQL text) or by price, each with the MLS number last. */
const SEARCH_CURSORS = {
  timestamp: defineCursor({ value: 'timestamp', id: 'text', error: 'listing.api.cursor' }),
  integer: defineCursor({ value: 'integer', id: 'text', error: 'listing.api.cursor' }),
}

/** Told when a registered user opens a listing (the browsing history listens); awaited before the answer. */
type ListingViewListener = (userId: string, mlNum: string) => Promise<void>

/** A listing's list item with the building's figures, as other modules read them (the compare table). */
export interface ListingBuildingFacts {
  summary: ListingSummary
  yearBuilt: number | null
  exposure: Direction | null
  taxesCents: number | null
  taxYear: number | null
  maintenanceCents: number | null
}

interface SharePreview {
  title: string
  description: string
  image: string | null
}

/** Where else a search may be held: in some neighbourhoods, or inside a drawn ring (the assistant's searches). */
interface SearchWithin {
  neighbourhoods?: readonly string[] | undefined
  polygon?: readonly LatLng[] | undefined
}

export interface ListingsService {
  search(query: ListingSearchQuery, viewer: Viewer | null, within?: SearchWithin): Promise<ListingPage>
  /** The listing with rooms, photos, schools and similar listings; 404 `listing.api.notFound` when there is none. */
  requireDetail(mlNum: string, viewer: Viewer | null): Promise<ListingDetail>
  /**
   * Places of the gazetteer the text names (municipalities, districts, neighbourhoods, stations, campuses, streets), then listings
   * by MLS number and the neighbourhoods and streets of their addresses, labelled in the request's language, each
   * with the search parameters that select it.
   */
  suggest(
    input: { q: string; city?: 'toronto' | 'vancouver' | undefined },
    locale: Locale,
  ): Promise<ListingSuggestion[]>
  /** List items for these MLS numbers, in the order given; numbers no longer in the data are left out. */
  summaries(mlNums: readonly string[], viewer: Viewer | null): Promise<ListingSummary[]>
  /** Title, description and first photo for a link preview of a shared listing, or null for an unknown number. */
  getSharePreview(mlNum: string, locale: Locale): Promise<SharePreview | null>
  /** An agent's active listings, newest first, and how many they have. */
  byAgent(agentId: string, viewer: Viewer | null): Promise<AgentListings>
  /**
   * Each listing's list item (VOW rule applied) with the building's figures, in the order asked, numbers no longer
   * in the data left out. Unlike the detail, it records no view.
   */
  buildingFacts(mlNums: readonly string[], viewer: Viewer | null): Promise<ListingBuildingFacts[]>
  /** Adds a listener for listing views; modules that keep views subscribe when they register. */
  onViewed(listener: ListingViewListener): void
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Lower-case words of a search text, with punctuation other than letters, digits and hyphens dropped. */
function toSearchWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 8)
}

function nearFilter(near: ListingSearchQuery['near']): ListingFilter['near'] {
  return near ? { points: NEAR_POINTS[near], radiusM: NEAR_RADIUS_M } : undefined
}

/** The query's filters as columns and values; `now` places the time window and the age bands. */
export function toListingFilter(q: ListingSearchQuery, now: Date): ListingFilter {
  const window = resolveTimeWindow(q.status, q.window)
  const from = calculateWindowStart(window, now)
  const column = q.status === 'active' ? 'inputDate' : q.status === 'sold' ? 'closeDate' : 'unavailableDate'
  let yearBuilt: ListingFilter['yearBuilt']
  if (q.age) {
    const { minYears, maxYears } = ageRange(q.age)
    const year = now.getUTCFullYear()
    // Age 0 takes in buildings finishing after this year too; older bands are closed ranges of years.
    yearBuilt = {
      min: maxYears === null ? undefined : year - maxYears,
      max: minYears === 0 ? undefined : year - minYears,
    }
  }
  const words = q.q ? toSearchWords(q.q) : []
  const mlNum = q.q && ML_NUM.test(q.q.toUpperCase()) ? q.q.toUpperCase() : undefined
  // A municipality, district, neighbourhood, station or campus: its neighbourhoods or its reach, and its city when none is asked.
  const place = resolvePlaceFilter(q)
  return {
    city: q.city ?? place.city,
    sr: q.sr,
    roomType: q.roomType,
    status: q.status === 'active' ? 'A' : 'U',
    // the codes of the view, so a conditional or failed deal is never offered as for sale or for lease
    lsc: toSearchLscCodes(q.status, q.sr),
    since: from ? { column, from } : undefined,
    yearBuilt,
    furnished: q.furnished,
    price: { min: q.priceMin, max: q.priceMax },
    beds: { min: q.bedsMin, max: q.bedsMax },
    baths: { min: q.bathsMin, max: q.bathsMax },
    words: mlNum ? undefined : words,
    mlNum,
    near: nearFilter(q.near),
    neighbourhoods: place.neighbourhoods,
    reaches: place.reaches,
    postalPrefix: q.postal ? (readPostalPrefix(q.postal) ?? undefined) : undefined,
  }
}

/** The places a caller holds a search in (the assistant's), over the query's own where it names them. */
function definedOnly(within: SearchWithin): SearchWithin {
  return Object.fromEntries(Object.entries(within).filter(([, v]) => v !== undefined))
}

const iso = (d: Date | null) => (d ? d.toISOString() : null)

/** The municipality a community lies in, by name in both languages; null in the two cities. */
function municipalityName(city: City, neighbourhood: string): { en: string; zh: string } | null {
  const municipality = municipalityOfCommunity(city, neighbourhood)
  return municipality ? { en: municipality.en, zh: municipality.zh } : null
}

/**
 * A list item with the VOW rule applied: close price and date, and the days on market of an unavailable listing,
 * only when granted. Available listings count days on market from their input date.
 */
function toSummary(row: ListingSummaryRow, granted: boolean, now: Date): ListingSummary {
  const closed = row.status === 'U' && isClosedLsc(row.lsc)
  const restricted = row.status === 'U' && !granted
  const dom = row.status === 'A' ? calculateDaysOnMarket(row.inputDate, now, row.city) : granted ? row.dom : null
  return {
    mlNum: row.mlNum,
    city: row.city,
    sr: row.sr,
    status: row.status,
    lsc: row.lsc,
    roomType: row.roomType,
    address: row.address,
    unit: row.unit,
    neighbourhood: row.neighbourhood,
    neighbourhoodZh: placeZh(row.city, row.neighbourhood, 'neighbourhood') ?? null,
    municipality: municipalityName(row.city, row.neighbourhood),
    lat: row.location.y,
    lng: row.location.x,
    price: row.price,
    closePrice: closed && granted ? row.closePrice : null,
    beds: row.beds,
    bedsPlus: row.bedsPlus,
    baths: row.baths,
    sqft: row.sqft,
    parking: row.parking,
    furnished: row.furnished,
    inputDate: row.inputDate.toISOString(),
    closeDate: closed && granted ? iso(row.closeDate) : null,
    // A sold listing's unavailable date is its close date: withheld with it.
    unavailableDate: closed && !granted ? null : iso(row.unavailableDate),
    dom,
    updatedAt: row.updatedAt.toISOString(),
    photo: row.photo,
    photoCount: Number(row.photoCount),
    brokerage: row.brokerage,
    restricted,
  }
}

function toHistory(rows: Awaited<ReturnType<ListingsRepository['history']>>, sr: ListingRow['sr']) {
  return rows.flatMap((r): ListingHistoryEvent[] => {
    const event = toHistoryEvent(r.event, sr)
    return event ? [{ mlNum: r.mlNum, event, date: r.date.toISOString(), price: r.price }] : []
  })
}

/**
 * The property's listings under the VOW rule, and the true days on market of this one. The run is found from every
 * date (a sold listing ends a run whether or not its date may be shown); a closed listing's end date, close price
 * and date are shown only when granted, and so is the true days on market of a listing that closed.
 */
function toPropertyHistory(
  rows: readonly PropertyListingRow[],
  current: ListingRow,
  granted: boolean,
  now: Date,
): Pick<ListingDetail, 'propertyHistory' | 'trueDaysOnMarket'> {
  const all = rows.some((r) => r.mlNum === current.mlNum) ? rows : [current, ...rows]
  const runs = all.map((r) => ({
    mlNum: r.mlNum,
    inputDate: r.inputDate.toISOString(),
    lsc: r.lsc,
    status: r.status,
    endDate: r.status === 'U' ? iso(r.unavailableDate ?? r.closeDate) : null,
  }))
  const self = runs[all.findIndex((r) => r.mlNum === current.mlNum)]!
  const closed = (r: PropertyListingRow) => r.status === 'U' && isClosedLsc(r.lsc)
  return {
    propertyHistory: all.map((r, i) => {
      const shown = granted || !closed(r)
      return {
        mlNum: r.mlNum,
        sr: r.sr,
        inputDate: r.inputDate.toISOString(),
        lsc: r.lsc,
        status: r.status,
        price: r.price,
        closePrice: closed(r) && granted ? r.closePrice : null,
        closeDate: closed(r) && granted ? iso(r.closeDate) : null,
        endDate: shown ? runs[i]!.endDate : null,
      }
    }),
    trueDaysOnMarket: granted || !isClosedLsc(current.lsc) ? trueDaysOnMarket(runs, self, now, current.city) : null,
  }
}

const isDirection = (v: string | null): v is Direction => v !== null && (DIRECTIONS as readonly string[]).includes(v)

export function createListingsService(deps: {
  repository: ListingsRepository
  vow: Pick<VowService, 'access'>
  now: () => Date
}): ListingsService {
  const { repository, vow, now } = deps
  const viewListeners: ListingViewListener[] = []
  let newest: { at: Date | null; until: number } | null = null

  async function dataUpdatedAt(at: Date): Promise<Date | null> {
    if (newest && at.getTime() < newest.until) return newest.at
    newest = { at: await repository.dataUpdatedAt(), until: at.getTime() + DATA_UPDATED_TTL_MS }
    return newest.at
  }

  async function summaries(mlNums: readonly string[], viewer: Viewer | null) {
    const [rows, access] = await Promise.all([repository.summariesByMlNums(mlNums), vow.access(viewer)])
    const at = now()
    const byNum = new Map(rows.map((r) => [r.mlNum, toSummary(r, access.granted, at)]))
    return mlNums.flatMap((m) => byNum.get(m) ?? [])
  }

  return {
    async search(query, viewer, within = {}) {
      const at = now()
      const filter = { ...toListingFilter(query, at), ...definedOnly(within) }
      const { cursor, limit, ...rest } = query
      const hash = hashQuery({ ...rest, ...within, window: resolveTimeWindow(query.status, query.window) })
      const pages: Cursor<'timestamp' | 'integer', 'text'> =
        query.sort === 'new' ? SEARCH_CURSORS.timestamp : SEARCH_CURSORS.integer
      const key = cursor ? pages.decode(cursor, hash) : null
      // Independent reads, side by side: on PostgreSQL each takes its own pooled connection.
      const [access, rows, total, updatedAt] = await Promise.all([
        vow.access(viewer),
        repository.search(filter, query.sort, key ? { value: key.value, mlNum: key.id } : null, limit + 1),
        repository.count(filter),
        dataUpdatedAt(at),
      ])
      const page = rows.slice(0, limit)
      const last = page.at(-1)
      return {
        items: page.map((r) => toSummary(r, access.granted, at)),
        nextCursor: rows.length > limit && last ? pages.encode({ value: last.sortValue, id: last.mlNum }, hash) : null,
        total,
        vow: access,
        dataUpdatedAt: iso(updatedAt),
      }
    },

    async requireDetail(mlNum, viewer) {
      const row = await repository.findByMlNum(mlNum.toUpperCase())
      if (!row) throw notFound('listing.api.notFound')
      const at = now()
      const access = await vow.access(viewer)
      const p = { lat: row.location.y, lng: row.location.x }
      const [rooms, media, history, schools, similar, property] = await Promise.all([
        repository.rooms(row.id),
        repository.media(row.id),
        access.granted ? repository.history(row.id) : Promise.resolve(null),
        repository.schoolsNear(p, SCHOOLS_RADIUS_M, SCHOOLS_LIMIT),
        repository.similar(row, SIMILAR_PRICE_BAND, SIMILAR_LIMIT),
        repository.propertyListings(row),
      ])
      if (isRegistered(viewer)) for (const listener of viewListeners) await listener(viewer.userId, row.mlNum)
      const age: AgeCode | null = row.yearBuilt !== null ? ageCodeFor(row.yearBuilt, at) : null
      return {
        ...toSummary(row, access.granted, at),
        description: row.description,
        crossStreets: row.crossStreets,
        style: row.style,
        propertyType: row.propertyType,
        yearBuilt: row.yearBuilt,
        age,
        exposure: isDirection(row.exposure) ? row.exposure : null,
        possession: row.possession,
        taxesCents: row.taxesCents,
        taxYear: row.taxYear,
        maintenanceCents: row.maintenanceCents,
        level: row.level,
        locker: row.locker,
        registrationNumber: row.registrationNumber,
        management: row.management,
        airConditioning: row.airConditioning,
        exterior: row.exterior,
        fireplace: row.fireplace,
        heatingType: row.heatingType,
        heatingSource: row.heatingSource,
        includedUtilities: row.includedUtilities,
        insurance: row.insurance,
        pets: row.pets,
        balcony: row.balcony,
        elevator: row.elevator,
        lot: row.lot,
        ownership: row.ownership,
        preconsId: row.preconsId,
        builderId: row.builderId,
        layoutId: row.layoutId,
        listAgentId: row.listAgentId,
        rooms: rooms.map((r) => ({
          type: r.type,
          level: r.level,
          dimensions: r.dimensions,
          areaSqft: r.areaSqft,
          features: r.features,
        })),
        media: media.map((m) => ({ url: m.url, caption: m.caption, order: m.ord })),
        history: history ? toHistory(history, row.sr) : null,
        ...toPropertyHistory(property, row, access.granted, at),
        schools,
        stations: nearbyStations(row.city, p),
        neighbourhoodArea: getNeighbourhoodArea(row.city, row.neighbourhood),
        similar: similar.map((s) => toSummary(s, access.granted, at)),
        vow: access,
      }
    },

    async byAgent(agentId, viewer) {
      if (!UUID.test(agentId)) return { items: [], total: 0 }
      const [rows, total, access] = await Promise.all([
        repository.activeByAgent(agentId, AGENT_LISTINGS_LIMIT),
        repository.countActiveByAgent(agentId),
        vow.access(viewer),
      ])
      const at = now()
      return { items: rows.map((r) => toSummary(r, access.granted, at)), total }
    },

    async suggest({ q, city }, locale) {
      const prefix = readPostalPrefix(q)
      if (prefix) {
        // A postal code's prefix names its area: the homes on the market with that prefix.
        const area = await repository.postalArea(prefix, city)
        if (!area) return []
        const listing = { ...area, neighbourhoodZh: placeZh(area.city, area.neighbourhood, 'neighbourhood') ?? null }
        const within = formatNeighbourhood(
          { ...listing, municipality: municipalityName(area.city, area.neighbourhood) },
          locale,
        )
        return [
          {
            kind: 'postal',
            label: prefix,
            mlNum: null,
            city: area.city,
            within,
            query: { city: area.city, postal: prefix },
          },
        ]
      }
      const places = placeSuggestions(q, city, locale)
      const words = toSearchWords(q.trim().toLowerCase())
      if (words.length === 0) return places
      const rows = await repository.suggest(words.join(' '), city, SUGGEST_LIMIT)
      // After the places, up to three MLS numbers, then neighbourhoods and streets in turn, eight in all.
      const numbers = rows.filter((r) => r.kind === 'listing').slice(0, 3)
      const hoods = rows.filter((r) => r.kind === 'neighbourhood' && !isShown(r, places))
      const streets = rows.filter((r) => r.kind === 'street' && !isShown(r, places))
      const found: SuggestionRow[] = [...numbers]
      for (let i = 0; i < hoods.length || i < streets.length; i++) {
        if (hoods[i]) found.push(hoods[i]!)
        if (streets[i]) found.push(streets[i]!)
      }
      return [...places, ...found.map((r) => addressSuggestion(r, locale))].slice(0, SUGGEST_LIMIT)
    },

    summaries,

    async getSharePreview(mlNum, locale) {
      const row = await repository.findByMlNum(mlNum.toUpperCase())
      if (!row) return null
      const price = new Intl.NumberFormat('en-CA', {
        style: 'currency',
        currency: 'CAD',
        maximumFractionDigits: 0,
      }).format(row.price)
      const params = {
        beds: row.beds,
        baths: row.baths,
        kind: translate(locale, `listing.share.kind.${row.roomType}`),
        address: row.address,
        city: translate(locale, `listing.share.city.${row.city}`),
        price,
        neighbourhood: row.neighbourhood,
        brokerage: row.brokerage,
      }
      return {
        title: translate(locale, row.sr === 'Lease' ? 'listing.share.titleLease' : 'listing.share.title', params),
        description: translate(locale, 'listing.share.description', params),
        image: row.photo,
      }
    },

    async buildingFacts(mlNums, viewer) {
      const [rows, access] = await Promise.all([repository.factsByMlNums(mlNums), vow.access(viewer)])
      const at = now()
      const byNum = new Map(rows.map((r) => [r.mlNum, r]))
      return mlNums.flatMap((mlNum) => {
        const row = byNum.get(mlNum)
        if (!row) return []
        return [
          {
            summary: toSummary(row, access.granted, at),
            yearBuilt: row.yearBuilt,
            exposure: isDirection(row.exposure) ? row.exposure : null,
            taxesCents: row.taxesCents,
            taxYear: row.taxYear,
            maintenanceCents: row.maintenanceCents,
          },
        ]
      })
    },

    onViewed(listener) {
      viewListeners.push(listener)
    },
  }
}
