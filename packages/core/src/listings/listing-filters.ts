import type { ListingSearchQuery } from './listing.schema.ts'
import {
  AGE_CODES,
  CITIES,
  FURNISHED_VALUES,
  HOT_SEARCH_KEYS,
  LISTING_ALL_TYPES,
  LISTING_SORTS,
  ROOM_TYPES,
  SALE_OR_LEASE,
  SEARCH_STATUSES,
  type SearchStatus,
  TIME_WINDOWS,
} from './listing-codes.ts'

/** The largest bedroom or bathroom count a search takes. */
export const LISTING_COUNT_MAX = 20
/** The largest price (whole dollars) a search takes. */
export const LISTING_PRICE_MAX = 1_000_000_000
/** The longest search text, after trimming. */
export const LISTING_TEXT_MAX = 100
/** The longest time window code a search takes. */
export const LISTING_WINDOW_MAX = 4

/** The pairs of filters that bound a range: the lower one may not be above the upper one. */
export const LISTING_RANGES = [
  ['priceMin', 'priceMax'],
  ['bedsMin', 'bedsMax'],
  ['bathsMin', 'bathsMax'],
] as const

type RangeKey = (typeof LISTING_RANGES)[number][number]

/** A filter that breaks a rule across filters, and the catalogue key of the rule. */
export interface ListingFilterProblem {
  path: 'window' | RangeKey
  message: 'listing.validation.window' | 'listing.validation.range'
}

/**
 * The rules across the listing filters: the time window must be one of the status's, and the lower bound of a range
 * not above its upper bound (the upper bound is the one at fault). checkListingFilters reports these to a schema, and
 * readListingFilterValues drops the filters they name.
 */
export function listingFilterProblems(
  q: { status: SearchStatus; window?: string | undefined } & Partial<Record<RangeKey, number | undefined>>,
): ListingFilterProblem[] {
  const problems: ListingFilterProblem[] = []
  const windows: readonly string[] = TIME_WINDOWS[q.status].values
  if (q.window !== undefined && !windows.includes(q.window)) {
    problems.push({ path: 'window', message: 'listing.validation.window' })
  }
  for (const [min, max] of LISTING_RANGES) {
    const lo = q[min]
    const hi = q[max]
    if (lo !== undefined && hi !== undefined && lo > hi) {
      problems.push({ path: max, message: 'listing.validation.range' })
    }
  }
  return problems
}

/** The listing search filters as a search reads them: what the person chose, without the paging fields. */
export type ListingFilterValues = Omit<ListingSearchQuery, 'cursor' | 'limit'>

const CHOICES = {
  city: CITIES,
  sr: SALE_OR_LEASE,
  roomType: ROOM_TYPES,
  status: SEARCH_STATUSES,
  age: AGE_CODES,
  furnished: FURNISHED_VALUES,
  near: HOT_SEARCH_KEYS,
  sort: LISTING_SORTS,
} as const

const COUNTS = {
  priceMin: LISTING_PRICE_MAX,
  priceMax: LISTING_PRICE_MAX,
  bedsMin: LISTING_COUNT_MAX,
  bedsMax: LISTING_COUNT_MAX,
  bathsMin: LISTING_COUNT_MAX,
  bathsMax: LISTING_COUNT_MAX,
} as const

/** The filters a listing search takes from an address, in the order of the search query's fields. */
export const LISTING_FILTER_KEYS = [
  'city',
  'sr',
  'roomType',
  'status',
  'window',
  'age',
  'furnished',
  'priceMin',
  'priceMax',
  'bedsMin',
  'bedsMax',
  'bathsMin',
  'bathsMax',
  'q',
  'near',
  'sort',
] as const satisfies readonly (keyof ListingFilterValues)[]

const DEFAULTS = { sr: 'Sale', status: 'active', sort: 'new' } as const

function isChoice<T extends string>(choices: readonly T[], text: string): text is T {
  return (choices as readonly string[]).includes(text)
}

/**
 * One filter read from its text: its value and whether the search query takes it — 'yes'; 'bounds' when it is of the
 * right kind but outside its bounds (a count above its largest, a text too long); 'kind' when it is not of the
 * filter's kind at all (not one of its choices, not a whole number).
 */
type Reading = { value: string | number; fits: 'yes' | 'bounds' } | { fits: 'kind' }

function readOne(name: (typeof LISTING_FILTER_KEYS)[number], text: string): Reading {
  if (name in CHOICES) {
    const choices: readonly string[] = CHOICES[name as keyof typeof CHOICES]
    return isChoice(choices, text) ? { value: text, fits: 'yes' } : { fits: 'kind' }
  }
  if (name in COUNTS) {
    // read as the search query reads a number: in any form JavaScript reads
    const value = Number(text)
    if (!Number.isInteger(value)) return { fits: 'kind' }
    return { value, fits: value >= 0 && value <= COUNTS[name as keyof typeof COUNTS] ? 'yes' : 'bounds' }
  }
  if (name === 'q') {
    const value = text.trim()
    return { value, fits: value.length <= LISTING_TEXT_MAX ? 'yes' : 'bounds' }
  }
  return { value: text, fits: text.length <= LISTING_WINDOW_MAX ? 'yes' : 'bounds' }
}

/**
 * Reads listing search filters from text (an address's query): a value the search query refuses is dropped on its
 * own, so the rest still apply; sale or lease, status and order take their defaults when absent or dropped; a window
 * that does not fit the status and an upper bound below its lower bound are dropped too. Names other than the
 * filters' are ignored.
 *
 * The same answers as listingSearchQuerySchema when the filters it refuses are left out until it takes the rest,
 * without a schema library, so a screen that reads its filters from its address carries none; the tests hold the
 * two to the same answers. As with the schema, the rules across filters see a count outside its bounds (a lower
 * bound of 30 bathrooms drops an upper bound of 3 with it) unless a filter of the query is not of its kind at all,
 * in which case they see only the filters taken.
 */
export function readListingFilterValues(raw: Readonly<Record<string, string | undefined>>): ListingFilterValues {
  const taken: Record<string, string | number> = {}
  const seen: Record<string, string | number> = {}
  let wrongKind = false
  for (const name of LISTING_FILTER_KEYS) {
    const text = raw[name]
    if (text === undefined) continue
    const reading = readOne(name, text)
    if (reading.fits === 'kind') {
      wrongKind = true
      continue
    }
    seen[name] = reading.value
    if (reading.fits === 'yes') taken[name] = reading.value
  }
  for (const [name, value] of Object.entries(DEFAULTS)) {
    taken[name] ??= value
    seen[name] ??= value
  }
  const checked = (wrongKind ? taken : seen) as ListingFilterValues
  for (const { path } of listingFilterProblems(checked)) delete taken[path]
  const filters: Record<string, string | number> = {}
  for (const name of LISTING_FILTER_KEYS) if (taken[name] !== undefined) filters[name] = taken[name]
  return filters as ListingFilterValues
}

/** The filters' kind of list: its region, sale or lease, and property type. */
const KIND_KEYS = ['city', 'sr', 'roomType'] as const

/**
 * A listing search written for an address (decision 0144): the region, sale or lease and the property type always
 * ("all" for every type), and every other filter only when it differs from its neutral default (active status, the
 * status's own time window, newest first, nothing narrowed), in a stable order. Read back with the defaults of any
 * list screen, it gives the same search, so a copied link shows the same homes wherever it is opened and whatever
 * the screens' defaults become.
 */
export function listingFilterEntries(filters: ListingFilterValues): [string, string][] {
  const entries: [string, string][] = []
  for (const name of LISTING_FILTER_KEYS) {
    const value = filters[name]
    if (name === 'roomType') {
      entries.push([name, String(value ?? LISTING_ALL_TYPES)])
      continue
    }
    if (value === undefined) continue
    const kind = (KIND_KEYS as readonly string[]).includes(name)
    if (!kind && name in DEFAULTS && value === DEFAULTS[name as keyof typeof DEFAULTS]) continue
    if (name === 'window' && value === TIME_WINDOWS[filters.status].default) continue
    entries.push([name, String(value)])
  }
  return entries
}

const isSet = (value: number | undefined) => value !== undefined && value > 0

/**
 * How many filters a person set in a list's filter sheet, counted as they count them (decision 0144): one per
 * question the sheet asks whose answer differs from where its Reset goes — the property type when it is not the
 * list's own (every type on a list of condos counts), a status other than active, a time window other than the
 * status's own, a price range (one, whichever bounds), bedrooms, bathrooms, furnished, age. The region and sale or
 * lease are the list's kind, the order has its control on the list, and the search text, a place nearby and the
 * places searched are chips of their own: none of these is counted. A lower bound of 0 narrows nothing.
 */
export function countListingFilters(
  filters: ListingFilterValues,
  defaults: { roomType?: ListingFilterValues['roomType'] } = {},
): number {
  const asked = [
    filters.roomType !== defaults.roomType,
    filters.status !== DEFAULTS.status,
    filters.window !== undefined && filters.window !== TIME_WINDOWS[filters.status].default,
    isSet(filters.priceMin) || filters.priceMax !== undefined,
    isSet(filters.bedsMin) || filters.bedsMax !== undefined,
    isSet(filters.bathsMin) || filters.bathsMax !== undefined,
    filters.furnished !== undefined,
    filters.age !== undefined,
  ]
  return asked.filter(Boolean).length
}
