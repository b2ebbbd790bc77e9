import {
  type City,
  canonicalStreetAddress,
  canonicalUnit,
  type Furnished,
  type ListingStatus,
  type LscCode,
  MUNICIPALITIES,
  type RoomType,
  type SaleOrLease,
  toHistoryEvent,
} from '@maplenest/core'

/**
 * RESO Data Dictionary records (Property, Media) read into rows of the listing tables. Pure: no I/O, no clock.
 * Field names are the Data Dictionary's, case-sensitive, as PropTx and other RESO Web API servers send them.
 */

export type ResoRecord = Record<string, unknown>

/** Why a Property or Media record was not stored; counted per reason in the run report. */
export const SKIP_REASONS = [
  'missingListingKey',
  'badModificationTimestamp',
  'badPrice',
  'missingCoordinates',
  'badCoordinates',
  'missingAddress',
  'otherCity',
  'unsupportedPropertyType',
  'unsupportedStatus',
  'notForInternet',
  'mediaMissingKey',
  'mediaBadOrder',
  'mediaMissingUrl',
  'mediaUnknownListing',
  'mediaNotPhoto',
  'mediaSmallSize',
] as const
export type SkipReason = (typeof SKIP_REASONS)[number]

/** Reasons that mean the record itself is broken (its key goes into the report), not merely out of scope. */
export const MALFORMED_REASONS: readonly SkipReason[] = [
  'missingListingKey',
  'badModificationTimestamp',
  'badPrice',
  'missingCoordinates',
  'badCoordinates',
  'missingAddress',
  'mediaMissingKey',
  'mediaBadOrder',
  'mediaMissingUrl',
]

/** The listing columns the feed fills (everything except id, rooms and the generated search text). */
export interface FeedListing {
  mlNum: string
  city: City
  sr: SaleOrLease
  status: ListingStatus
  lsc: LscCode
  roomType: RoomType
  propertyType: string
  style: string | null
  address: string
  unit: string | null
  streetName: string | null
  neighbourhood: string
  crossStreets: string | null
  postalCode: string | null
  location: { x: number; y: number }
  price: number
  originalPrice: number | null
  closePrice: number | null
  beds: number
  bedsPlus: number
  baths: number
  sqft: string | null
  parking: number
  locker: string | null
  furnished: Furnished | null
  inputDate: Date
  closeDate: Date | null
  unavailableDate: Date | null
  dom: number | null
  updatedAt: Date
  yearBuilt: number | null
  exposure: string | null
  taxesCents: number | null
  taxYear: number | null
  maintenanceCents: number | null
  brokerage: string
  description: string
  pets: string | null
  includedUtilities: string[]
  source: 'feed'
}

/** What the database already holds for a listing, as far as status and history derivation need it. */
export interface StoredListing {
  id: number
  status: ListingStatus
  lsc: string
  price: number
  updatedAt: Date
  unavailableDate: Date | null
}

export interface HistoryEventRow {
  /** The board's lsc code, as listing_history stores it (read back through core's toHistoryEvent). */
  event: LscCode
  date: Date
  price: number | null
}

export type ParseResult<T> = { ok: true; value: T } | { ok: false; reason: SkipReason; key: string | null }

// ------------------------------------------------------------------------------------------ field readers

function text(v: unknown): string | null {
  if (typeof v === 'string') {
    const t = v.trim()
    return t === '' ? null : t
  }
  if (typeof v === 'number' && Number.isFinite(v)) return String(v)
  if (Array.isArray(v)) {
    const parts = v.map(text).filter((p): p is string => p !== null)
    return parts.length ? parts.join(', ') : null
  }
  return null
}

/** A number sent as a JSON number or numeric text ("1,299,000" included); null when absent, NaN when unreadable. */
function num(v: unknown): number | null {
  if (v === null || v === undefined || v === '') return null
  if (typeof v === 'number') return Number.isFinite(v) ? v : Number.NaN
  if (typeof v === 'string') {
    const cleaned = v.trim().replace(/^\$/, '').replace(/,/g, '')
    return /^-?\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN
  }
  return Number.NaN
}

function count(v: unknown): number | null {
  const n = num(v)
  return n === null || Number.isNaN(n) || n < 0 ? null : Math.round(n)
}

function cents(v: unknown): number | null {
  const n = num(v)
  return n === null || Number.isNaN(n) || n < 0 ? null : Math.round(n * 100)
}

/** An ISO date or date-time; null when absent or unreadable. */
export function parseTimestamp(v: unknown): Date | null {
  if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(v)) return null
  const d = new Date(/^\d{4}-\d{2}-\d{2}$/.test(v) ? `${v}T00:00:00Z` : v)
  return Number.isNaN(d.getTime()) ? null : d
}

/** Whole dollars > 0: null when absent, 'bad' when present and not a positive amount. */
function dollars(v: unknown): number | null | 'bad' {
  const n = num(v)
  if (n === null) return null
  if (Number.isNaN(n) || n <= 0 || n > 2_000_000_000) return 'bad'
  return Math.round(n)
}

// ------------------------------------------------------------------------------------------ classifications

const key = (v: string) => v.toLowerCase().replace(/[\s_-]+/g, '')

/** The covered municipalities, longest name first, so that Richmond Hill is not read as Richmond. */
const MUNICIPAL_NAMES = [...MUNICIPALITIES].sort((a, b) => b.en.length - a.en.length)

/**
 * The region a record's city lies in: the two cities, and the covered municipalities round them (core's
 * municipalities.ts). Other municipalities are skipped.
 */
export function toCity(v: unknown): City | null {
  const c = text(v)
  if (!c) return null
  // PropTx names Toronto's districts "Toronto C01"…; Vancouver East/West are boards' areas of the City of Vancouver.
  if (/^toronto\b/i.test(c)) return 'toronto'
  if (/^vancouver\b/i.test(c)) return 'vancouver'
  // Boards add an area to a municipality's name the same way ("Burnaby North", "Richmond Hill").
  const lower = c.toLowerCase()
  const municipality = MUNICIPAL_NAMES.find(
    (m) => lower === m.en.toLowerCase() || lower.startsWith(`${m.en.toLowerCase()} `),
  )
  return municipality?.city ?? null
}

export function toSaleOrLease(r: ResoRecord): SaleOrLease {
  const t = text(r.TransactionType)
  if (t) return /lease|rent/i.test(t) ? 'Lease' : 'Sale'
  return /lease/i.test(text(r.PropertyType) ?? '') ? 'Lease' : 'Sale'
}

export function toRoomType(r: ResoRecord): RoomType {
  const sub = `${text(r.PropertySubType) ?? ''} ${text(r.PropertyType) ?? ''}`.toLowerCase()
  if (/town\s*house|twnhouse|row/.test(sub)) return 'Twnhouse'
  if (/condo|apartment|apt|co-?op|strata/.test(sub)) return 'condo'
  return 'res'
}

function isResidential(r: ResoRecord): boolean {
  const t = text(r.PropertyType)
  return t === null || /residential/i.test(t)
}

function toFurnished(v: unknown): Furnished | null {
  const t = text(v)
  if (!t) return null
  if (/^(unfurnished|no|n|false)$/i.test(t)) return 'N'
  if (/^(furnished|partially|partially furnished|yes|y|true)$/i.test(t)) return 'Y'
  return null
}

/** Codes a board's MlsStatus may name (PropTx display names, or the codes themselves). */
const LSC_BY_MLS_STATUS: Readonly<Record<string, LscCode>> = {
  new: 'new',
  pricechange: 'pc',
  pc: 'pc',
  extension: 'ext',
  extended: 'ext',
  ext: 'ext',
  soldconditional: 'sc',
  sc: 'sc',
  soldconditionalescape: 'sce',
  sce: 'sce',
  leasedconditional: 'lc',
  lc: 'lc',
  leasedconditionalescape: 'lce',
  lce: 'lce',
  dealfellthrough: 'dft',
  dft: 'dft',
  backonmarket: 'bom',
  bom: 'bom',
  sold: 'sld',
  sld: 'sld',
  leased: 'lsd',
  lsd: 'lsd',
  expired: 'exp',
  exp: 'exp',
  terminated: 'ter',
  ter: 'ter',
  suspended: 'sus',
  sus: 'sus',
}

type StandardClass = 'active' | 'contract' | 'closed' | 'expired' | 'terminated' | 'hold'

const CLASS_BY_STANDARD_STATUS: Readonly<Record<string, StandardClass>> = {
  active: 'active',
  activeundercontract: 'contract',
  pending: 'contract',
  closed: 'closed',
  expired: 'expired',
  canceled: 'terminated',
  cancelled: 'terminated',
  withdrawn: 'terminated',
  hold: 'hold',
}

/** The lsc codes each StandardStatus allows; a board's MlsStatus outside them is overruled by StandardStatus. */
const CODES_BY_CLASS: Readonly<Record<StandardClass, readonly LscCode[]>> = {
  active: ['new', 'pc', 'ext', 'dft', 'bom'],
  contract: ['sc', 'sce', 'lc', 'lce'],
  closed: ['sld', 'lsd'],
  expired: ['exp'],
  terminated: ['ter'],
  hold: ['sus'],
}

const UNAVAILABLE: readonly LscCode[] = ['sld', 'lsd', 'exp', 'ter', 'sus']
const UNDER_CONTRACT: readonly string[] = ['sc', 'sce', 'lc', 'lce']

export function statusOf(lsc: LscCode): ListingStatus {
  return UNAVAILABLE.includes(lsc) ? 'U' : 'A'
}

/**
 * The listing's status code from StandardStatus and MlsStatus, and what was stored before. A board code in
 * MlsStatus wins when StandardStatus agrees with it. Otherwise: Active is `new` on first sight (`pc` when the price
 * already differs from the original), `bom` after an
 * unavailable status, `dft` after a conditional deal, `pc` when the price moved, else the stored active code;
 * Active Under Contract and Pending are `sc` (sale) or `lc` (lease); Closed is `sld` or `lsd`; Expired `exp`;
 * Canceled and Withdrawn `ter`; Hold `sus`. Null for statuses the product does not show (Coming Soon, Delete…).
 */
export function toLsc(
  r: ResoRecord,
  sr: SaleOrLease,
  prices: { price: number; originalPrice: number | null },
  previous: StoredListing | null,
): LscCode | null {
  const { price, originalPrice } = prices
  const standard = text(r.StandardStatus)
  const cls = standard ? CLASS_BY_STANDARD_STATUS[key(standard)] : undefined
  if (!cls) return null
  const mls = text(r.MlsStatus)
  const named = mls ? LSC_BY_MLS_STATUS[key(mls)] : undefined
  if (named && CODES_BY_CLASS[cls].includes(named)) return named
  switch (cls) {
    case 'active': {
      if (!previous) return originalPrice !== null && originalPrice !== price ? 'pc' : 'new'
      if (previous.status === 'U') return 'bom'
      if (UNDER_CONTRACT.includes(previous.lsc)) return 'dft'
      if (previous.price !== price) return 'pc'
      return (CODES_BY_CLASS.active as readonly string[]).includes(previous.lsc) ? (previous.lsc as LscCode) : 'new'
    }
    case 'contract':
      return sr === 'Lease' ? 'lc' : 'sc'
    case 'closed':
      return sr === 'Lease' ? 'lsd' : 'sld'
    case 'expired':
      return 'exp'
    case 'terminated':
      return 'ter'
    case 'hold':
      return 'sus'
  }
}

// ------------------------------------------------------------------------------------------ Property

/** ListingKey, or ListingId when a feed sends only that; null when neither is there. */
export function listingKey(r: ResoRecord): string | null {
  return text(r.ListingKey) ?? text(r.ListingId)
}

function streetAddress(r: ResoRecord): string | null {
  const parts = [r.StreetNumber, r.StreetDirPrefix, r.StreetName, r.StreetSuffix, r.StreetDirSuffix]
    .map(text)
    .filter((p): p is string => p !== null)
  if (text(r.StreetName)) return canonicalStreetAddress(parts.join(' '))
  // UnparsedAddress carries the city and postal code after the first comma ("88 Harbour St 1205, Toronto, ON …").
  const unparsed = text(r.UnparsedAddress)?.split(',')[0]?.trim()
  return unparsed ? canonicalStreetAddress(unparsed) : null
}

function coordinates(r: ResoRecord): { x: number; y: number } | 'missing' | 'bad' {
  const lat = num(r.Latitude)
  const lng = num(r.Longitude)
  if (lat === null && lng === null) return 'missing'
  if (lat === null || lng === null || Number.isNaN(lat) || Number.isNaN(lng)) return 'bad'
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180 || (lat === 0 && lng === 0)) return 'bad'
  return { x: lng, y: lat }
}

/** The first of several timestamps the record carries, or null. */
function firstTimestamp(r: ResoRecord, fields: readonly string[]): Date | null {
  for (const f of fields) {
    const d = parseTimestamp(r[f])
    if (d) return d
  }
  return null
}

/** The board's own time of entering a status, when the feed sends it (PropTx does). */
const STATUS_TIMESTAMP_FIELDS: Readonly<Partial<Record<LscCode, readonly string[]>>> = {
  pc: ['PriceChangeTimestamp'],
  sc: ['SoldConditionalEntryTimestamp', 'PurchaseContractDate'],
  lc: ['SoldConditionalEntryTimestamp', 'PurchaseContractDate'],
  sld: ['CloseDate', 'SoldEntryTimestamp', 'PurchaseContractDate'],
  lsd: ['CloseDate', 'LeasedEntryTimestamp', 'PurchaseContractDate'],
  ter: ['TerminatedEntryTimestamp', 'WithdrawnDate', 'CancellationDate'],
  sus: ['SuspendedEntryTimestamp'],
  exp: ['ExpirationDate'],
  bom: ['BackOnMarketEntryTimestamp'],
  dft: ['DealFellThroughEntryTimestamp'],
}

export function statusDate(r: ResoRecord, lsc: LscCode, fallback: Date): Date {
  return firstTimestamp(r, STATUS_TIMESTAMP_FIELDS[lsc] ?? []) ?? fallback
}

/**
 * A Property record as a listings row, or the reason it is skipped. `previous` is the stored row of the same
 * ListingKey (null on first sight): the status code and the unavailable date depend on it.
 */
export function parseProperty(r: ResoRecord, previous: StoredListing | null): ParseResult<FeedListing> {
  const mlNum = listingKey(r)
  const fail = (reason: SkipReason): ParseResult<FeedListing> => ({ ok: false, reason, key: mlNum })
  if (!mlNum) return fail('missingListingKey')
  const updatedAt = parseTimestamp(r.ModificationTimestamp)
  if (!updatedAt) return fail('badModificationTimestamp')
  // The seller chose "Distribute to Internet = No": the board forbids showing the listing on any web site or app.
  if (r.InternetEntireListingDisplayYN === false) return fail('notForInternet')
  const city = toCity(r.City)
  if (!city) return fail('otherCity')
  if (!isResidential(r)) return fail('unsupportedPropertyType')
  const price = dollars(r.ListPrice)
  const originalPrice = dollars(r.OriginalListPrice)
  const closePrice = dollars(r.ClosePrice)
  if (price === null || price === 'bad' || originalPrice === 'bad' || closePrice === 'bad') return fail('badPrice')
  const location = coordinates(r)
  if (location === 'missing') return fail('missingCoordinates')
  if (location === 'bad') return fail('badCoordinates')
  const address = streetAddress(r)
  if (!address) return fail('missingAddress')
  const sr = toSaleOrLease(r)
  const lsc = toLsc(r, sr, { price, originalPrice }, previous)
  if (!lsc) return fail('unsupportedStatus')
  const status = statusOf(lsc)
  const closeDate = parseTimestamp(r.CloseDate)
  const keepsUnavailable = previous?.status === 'U' && previous.lsc === lsc && previous.unavailableDate
  const unavailableDate =
    status === 'A' ? null : keepsUnavailable ? previous.unavailableDate : statusDate(r, lsc, updatedAt)
  return {
    ok: true,
    value: {
      mlNum,
      city,
      sr,
      status,
      lsc,
      roomType: toRoomType(r),
      propertyType: text(r.PropertySubType) ?? text(r.PropertyType) ?? 'Residential',
      style: text(r.ArchitecturalStyle),
      address,
      unit: canonicalUnit(text(r.UnitNumber)),
      streetName: text(r.StreetName),
      neighbourhood: text(r.CityRegion) ?? text(r.SubdivisionName) ?? '',
      crossStreets: text(r.CrossStreet),
      postalCode: text(r.PostalCode),
      location,
      price,
      originalPrice,
      closePrice,
      beds: count(r.BedroomsTotal) ?? count(r.BedroomsAboveGrade) ?? 0,
      bedsPlus: count(r.BedroomsBelowGrade) ?? 0,
      baths: count(r.BathroomsTotalInteger) ?? 0,
      sqft: text(r.LivingAreaRange),
      parking: count(r.ParkingTotal) ?? 0,
      locker: text(r.Locker),
      furnished: toFurnished(r.Furnished),
      inputDate: firstTimestamp(r, ['ListingContractDate', 'OriginalEntryTimestamp']) ?? updatedAt,
      closeDate,
      unavailableDate,
      dom: count(r.DaysOnMarket),
      updatedAt,
      yearBuilt: count(r.YearBuilt),
      exposure: text(r.Exposure),
      taxesCents: cents(r.TaxAnnualAmount),
      taxYear: count(r.TaxYear),
      maintenanceCents: cents(r.AssociationFee),
      brokerage: text(r.ListOfficeName) ?? '',
      description: text(r.PublicRemarks) ?? '',
      pets: text(r.PetsAllowed),
      includedUtilities: Array.isArray(r.RentIncludes)
        ? r.RentIncludes.map(text).filter((t): t is string => t !== null)
        : [],
      source: 'feed',
    },
  }
}

/**
 * History events between the stored row and the new one. First sight: `new` at the input date with the original
 * price, `pc` when the price already moved, and the current status's event when it is not active-new. Later:
 * `pc` with the new price when the list price changed, and the new status's event when the code changed.
 * Codes without a history event in core's `toHistoryEvent` (the escape codes) record nothing.
 */
export function toHistoryEvents(
  r: ResoRecord,
  listing: FeedListing,
  previous: StoredListing | null,
): HistoryEventRow[] {
  const events: HistoryEventRow[] = []
  const at = listing.updatedAt
  const statusEvent = () => {
    const { lsc } = listing
    if (lsc === 'new' || lsc === 'pc' || toHistoryEvent(lsc, listing.sr) === null) return
    const closed = lsc === 'sld' || lsc === 'lsd'
    events.push({
      event: lsc,
      date: closed ? (listing.closeDate ?? statusDate(r, lsc, at)) : statusDate(r, lsc, at),
      price: closed ? (listing.closePrice ?? listing.price) : listing.price,
    })
  }
  if (!previous) {
    const first = listing.originalPrice ?? listing.price
    events.push({ event: 'new', date: listing.inputDate, price: first })
    if (first !== listing.price) events.push({ event: 'pc', date: statusDate(r, 'pc', at), price: listing.price })
    statusEvent()
    return events
  }
  if (previous.price !== listing.price)
    events.push({ event: 'pc', date: statusDate(r, 'pc', at), price: listing.price })
  if (previous.lsc !== listing.lsc) statusEvent()
  return events
}

// ------------------------------------------------------------------------------------------ Media

export interface FeedMedia {
  mlNum: string
  ord: number
  url: string
  caption: string | null
  /** MediaStatus says the photo was removed: its row is deleted. */
  deleted: boolean
}

export function parseMedia(r: ResoRecord): ParseResult<FeedMedia> {
  const mlNum = text(r.ResourceRecordKey) ?? text(r.ResourceRecordID)
  const mediaKey = text(r.MediaKey) ?? mlNum
  if (!mlNum) return { ok: false, reason: 'mediaMissingKey', key: mediaKey }
  const ord = num(r.Order)
  if (ord === null || Number.isNaN(ord) || ord < 0 || !Number.isInteger(ord)) {
    return { ok: false, reason: 'mediaBadOrder', key: mediaKey }
  }
  // Documents and videos are not listing photos; PropTx sends each photo in several sizes under one Order, and
  // only the large ones belong on a detail page (the thumbnails would overwrite them in the same slot).
  const category = text(r.MediaCategory) ?? text(r.MediaType)
  if (category && !/photo|image|jpe?g|png|webp/i.test(category))
    return { ok: false, reason: 'mediaNotPhoto', key: mediaKey }
  if (/^(thumbnail|small|medium)$/i.test(text(r.ImageSizeDescription) ?? '')) {
    return { ok: false, reason: 'mediaSmallSize', key: mediaKey }
  }
  const deleted = /delete|inactive|removed/i.test(text(r.MediaStatus) ?? '')
  const url = text(r.MediaURL)
  if (!url && !deleted) return { ok: false, reason: 'mediaMissingUrl', key: mediaKey }
  return {
    ok: true,
    value: { mlNum, ord, url: url ?? '', caption: text(r.ShortDescription) ?? text(r.LongDescription), deleted },
  }
}
