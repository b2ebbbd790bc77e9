import type {
  HistoryEventType,
  ListingDetail,
  ListingHistoryEvent,
  PropertyListing,
  SaleOrLease,
} from '@maplenest/core'

/** What happened to a listing, as the timeline names it. */
export type TimelineEventKind =
  | 'listedSale'
  | 'listedLease'
  | 'priceChange'
  | 'sold'
  | 'leased'
  | 'soldConditional'
  | 'leasedConditional'
  | 'dealFailed'
  | 'expired'
  | 'extended'
  | 'backOnMarket'
  | 'terminated'
  | 'suspended'
  | 'offMarket'

export interface TimelineEvent {
  kind: TimelineEventKind
  /** ISO date; null when the close is withheld (VOW). */
  date: string | null
  /** The asking price or rent the event set, or the close price of a sale or lease; null when unknown or withheld. */
  price: number | null
  /** A sale or a lease whose date and price the viewer may not see (VOW). */
  hidden: boolean
}

export interface TimelineListing {
  mlNum: string
  sr: SaleOrLease
  /** When the listing started, for ordering. */
  inputDate: string
  /** The last asking price or rent; null for a listing known only from the board's history. */
  price: number | null
  /** Whether this is the listing on screen. */
  current: boolean
  /** Whether the listing is one MapleNest holds (its detail opens). */
  linked: boolean
  /** Newest first. */
  events: TimelineEvent[]
}

/** The events whose price the timeline shows: asking prices set, and close prices. */
export const PRICED: ReadonlySet<TimelineEventKind> = new Set([
  'listedSale',
  'listedLease',
  'priceChange',
  'backOnMarket',
  'sold',
  'leased',
])

/** The events that end a listing. */
const ENDINGS: ReadonlySet<TimelineEventKind> = new Set(['sold', 'leased', 'expired', 'terminated', 'suspended'])
/** The events that close a listing with a deal: their price is a close price. */
export const CLOSINGS: ReadonlySet<TimelineEventKind> = new Set(['sold', 'leased'])

function kindOf(event: HistoryEventType, sr: SaleOrLease): TimelineEventKind {
  switch (event) {
    case 'sale':
      return 'listedSale'
    case 'lease':
      return 'listedLease'
    case 'soldConditional':
      return sr === 'Lease' ? 'leasedConditional' : 'soldConditional'
    default:
      return event
  }
}

/** How a listing that left the market ended, from its status code. */
function endingOf(lsc: PropertyListing['lsc']): TimelineEventKind {
  switch (lsc) {
    case 'sld':
      return 'sold'
    case 'lsd':
      return 'leased'
    case 'exp':
      return 'expired'
    case 'ter':
      return 'terminated'
    case 'sus':
      return 'suspended'
    default:
      return 'offMarket'
  }
}

/** Newest first; on one day the later step of a listing (its end) before the earlier (its start). */
const STEP_ORDER: readonly TimelineEventKind[] = [
  'listedSale',
  'listedLease',
  'extended',
  'priceChange',
  'soldConditional',
  'leasedConditional',
  'dealFailed',
  'backOnMarket',
  'offMarket',
  'expired',
  'terminated',
  'suspended',
  'sold',
  'leased',
]
function newestFirst(a: TimelineEvent, b: TimelineEvent): number {
  if (a.date === null || b.date === null) return (a.date === null ? 0 : 1) - (b.date === null ? 0 : 1)
  const byDate = Date.parse(b.date) - Date.parse(a.date)
  if (byDate !== 0) return byDate
  return STEP_ORDER.indexOf(b.kind) - STEP_ORDER.indexOf(a.kind)
}

/** The detail's own listing as one of the property's, for an answer that does not list it. */
function asPropertyListing(detail: ListingDetail): PropertyListing {
  return {
    mlNum: detail.mlNum,
    sr: detail.sr,
    inputDate: detail.inputDate,
    lsc: detail.lsc,
    status: detail.status,
    price: detail.price,
    closePrice: detail.closePrice,
    closeDate: detail.closeDate,
    endDate: detail.status === 'U' ? (detail.closeDate ?? detail.unavailableDate) : null,
  }
}

/**
 * Every listing of the home, newest first, each with its events newest first: the board's events where the
 * detail's history gives them (price changes, conditional deals, back on the market), else its start and how it
 * ended from the listing itself. A close the viewer may not see (VOW) is there without its date and price.
 */
export function buildTimeline(detail: ListingDetail): TimelineListing[] {
  const listings = detail.propertyHistory.some((l) => l.mlNum === detail.mlNum)
    ? detail.propertyHistory
    : [asPropertyListing(detail), ...detail.propertyHistory]
  const byMlNum = new Map<string, ListingHistoryEvent[]>()
  for (const e of detail.history ?? []) byMlNum.set(e.mlNum, [...(byMlNum.get(e.mlNum) ?? []), e])

  const timeline: TimelineListing[] = listings.map((l) => {
    const events: TimelineEvent[] = (byMlNum.get(l.mlNum) ?? []).map((e) => ({
      kind: kindOf(e.event, l.sr),
      date: e.date,
      price: e.price,
      hidden: false,
    }))
    const listed: TimelineEventKind = l.sr === 'Lease' ? 'listedLease' : 'listedSale'
    if (!events.some((e) => e.kind === listed))
      events.push({ kind: listed, date: l.inputDate, price: null, hidden: false })
    if (l.status === 'U' && !events.some((e) => ENDINGS.has(e.kind))) {
      const kind = endingOf(l.lsc)
      const date = l.closeDate ?? l.endDate
      events.push({
        kind,
        date,
        price: CLOSINGS.has(kind) ? l.closePrice : null,
        hidden: CLOSINGS.has(kind) && date === null,
      })
    }
    return {
      mlNum: l.mlNum,
      sr: l.sr,
      inputDate: l.inputDate,
      price: l.price,
      current: l.mlNum === detail.mlNum,
      linked: true,
      events: events.filter((e) => e.date !== null || e.hidden).sort(newestFirst),
    }
  })

  // Earlier listings the board's history names but MapleNest does not hold: their events alone.
  for (const [mlNum, rows] of byMlNum) {
    if (listings.some((l) => l.mlNum === mlNum)) continue
    const events = rows.map((e) => ({ kind: kindOf(e.event, detail.sr), date: e.date, price: e.price, hidden: false }))
    const sorted = events.sort(newestFirst)
    timeline.push({
      mlNum,
      sr: detail.sr,
      inputDate: sorted[sorted.length - 1]?.date ?? detail.inputDate,
      price: null,
      current: false,
      linked: false,
      events: sorted,
    })
  }
  return timeline.sort((a, b) => Date.parse(b.inputDate) - Date.parse(a.inputDate))
}

export interface PricePoint {
  date: string
  price: number
  /** A close price (sold, leased) rather than an asking price. */
  closed: boolean
  kind: TimelineEventKind
}

/**
 * The prices of the listings of one kind (sale or lease), oldest first: every priced event, and for a listing
 * without one its last asking price at its start.
 */
export function pricePoints(timeline: readonly TimelineListing[], sr: SaleOrLease): PricePoint[] {
  const points: PricePoint[] = []
  for (const l of timeline) {
    if (l.sr !== sr) continue
    const priced = l.events.filter((e): e is TimelineEvent & { date: string; price: number } =>
      Boolean(PRICED.has(e.kind) && e.kind !== 'backOnMarket' && e.date !== null && e.price !== null && e.price > 0),
    )
    for (const e of priced) points.push({ date: e.date, price: e.price, closed: CLOSINGS.has(e.kind), kind: e.kind })
    if (!priced.some((e) => !CLOSINGS.has(e.kind)) && l.price !== null) {
      points.push({
        date: l.inputDate,
        price: l.price,
        closed: false,
        kind: sr === 'Lease' ? 'listedLease' : 'listedSale',
      })
    }
  }
  return points.sort((a, b) => Date.parse(a.date) - Date.parse(b.date))
}
