/**
 * The codes of the listing contract (cities, kinds, statuses, sorts, time windows): plain values, no schema, so a
 * screen that only needs a code does not load the validation library (the schemas are in listing.schema.ts).
 */
export const CITIES = ['toronto', 'vancouver'] as const
export type City = (typeof CITIES)[number]

export const SALE_OR_LEASE = ['Sale', 'Lease'] as const
export type SaleOrLease = (typeof SALE_OR_LEASE)[number]

export const ROOM_TYPES = ['condo', 'res', 'Twnhouse'] as const
export type RoomType = (typeof ROOM_TYPES)[number]
/** The address's word for "every property type", on a list whose own default is one type. */
export const LISTING_ALL_TYPES = 'all'

export const LISTING_STATUSES = ['A', 'U'] as const
export type ListingStatus = (typeof LISTING_STATUSES)[number]

/** Whether a listing comes furnished, as the boards write it (null when the board does not say). */
export const FURNISHED_VALUES = ['Y', 'N'] as const
export type Furnished = (typeof FURNISHED_VALUES)[number]

export const SEARCH_STATUSES = ['active', 'sold', 'delist'] as const
export type SearchStatus = (typeof SEARCH_STATUSES)[number]

export const LSC_CODES = [
  'new',
  'pc',
  'sc',
  'sce',
  'dft',
  'exp',
  'ext',
  'sld',
  'bom',
  'ter',
  'sus',
  'lc',
  'lce',
  'lsd',
] as const

export type LscCode = (typeof LSC_CODES)[number]

export const AGE_CODES = ['0', '0-5', '6-10', '11-15', '16-30', '31-50', '51-99', '100+'] as const
export type AgeCode = (typeof AGE_CODES)[number]

export const LISTING_SORTS = ['new', 'priceDesc', 'priceAsc'] as const
export type ListingSort = (typeof LISTING_SORTS)[number]

/**
 * What a search suggestion names: a listing (by MLS number), a place of the gazetteer (a municipality, a district, a neighbourhood,
 * a station, a campus, a street, a city), or a neighbourhood or street found in the listings' addresses.
 */
export const SUGGESTION_KINDS = [
  'listing',
  'neighbourhood',
  'street',
  'municipality',
  'district',
  'station',
  'campus',
  'postal',
  'city',
] as const
export type SuggestionKind = (typeof SUGGESTION_KINDS)[number]

/** The names the listings' own addresses give, which the suggestions look up beside the gazetteer's places. */
export const LISTING_NAME_KINDS = ['neighbourhood', 'street'] as const satisfies readonly SuggestionKind[]
export type ListingNameKind = (typeof LISTING_NAME_KINDS)[number]

export const HOT_SEARCH_KEYS = [
  'university',
  'subway',
  'hospital',
  'library',
  'shop',
  'park',
  'railway',
  'bank',
] as const

export type HotSearchKey = (typeof HOT_SEARCH_KEYS)[number]

export const DIRECTIONS = ['E', 'S', 'N', 'W', 'NE', 'SE', 'SW', 'NW', 'EW', 'NS'] as const
export type Direction = (typeof DIRECTIONS)[number]

/** Time windows of spec §9, per search status, with their defaults. */
export const TIME_WINDOWS = {
  active: { values: ['all', '0D', '1D', '2D', '1W', '2W', '1M', '2M', '3M', '6M'], default: 'all' },
  sold: { values: ['1W', '2W', '1M', '3M', '6M', '12M'], default: '1M' },
  delist: { values: ['0D', '1D', '2D', '1W', '2W', '1M', '2M', '3M', '6M'], default: '1M' },
} as const satisfies Record<SearchStatus, { values: readonly string[]; default: string }>

export type TimeWindow = (typeof TIME_WINDOWS)[SearchStatus]['values'][number]

/** The window a search uses: the one asked for, or the status's default. */
export function resolveTimeWindow(status: SearchStatus, window?: string): TimeWindow {
  const allowed: readonly string[] = TIME_WINDOWS[status].values
  return (window && allowed.includes(window) ? window : TIME_WINDOWS[status].default) as TimeWindow
}

export const HISTORY_EVENTS = [
  'sale',
  'sold',
  'lease',
  'leased',
  'priceChange',
  'soldConditional',
  'dealFailed',
  'expired',
  'extended',
  'backOnMarket',
  'terminated',
  'suspended',
] as const

export type HistoryEventType = (typeof HISTORY_EVENTS)[number]

/** How many of an agent's listings their profile shows. */
export const AGENT_LISTINGS_LIMIT = 10
