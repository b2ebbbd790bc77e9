import type { LscCode, SaleOrLease } from '../listings/listing-codes.ts'
import { isAvailableLsc } from '../listings/lsc.ts'
import { parseSqft } from '../listings/sqft.ts'
import { median, monthOf } from '../market/market-months.ts'
import type { BuildingFloor, BuildingYear } from './building.schema.ts'

/** Calendar years a building's figures cover, this one included. */
export const BUILDING_YEARS = 5

/**
 * The midpoint of the board's living-area text, for a price per square foot: a band's middle ("700-799" is 749.5),
 * a single figure itself. Null for an open band ("<500", "1500+", ">3000"), whose middle is unknown, and for text
 * that is not an area.
 */
export function sqftMidpoint(text: string | null | undefined): number | null {
  const area = parseSqft(text)
  if (!area || area.min === null || area.max === null) return null
  const mid = (area.min + area.max) / 2
  return mid > 0 ? mid : null
}

/** A price over the midpoint of the sqft band; null when the band has no midpoint. */
export function pricePerSqft(price: number, sqft: string | null | undefined): number | null {
  const area = sqftMidpoint(sqft)
  return area === null ? null : price / area
}

/** What the figures read of one listing. Dates as ISO strings or instants. */
export interface BuildingRecord {
  sr: SaleOrLease
  status: 'A' | 'U'
  lsc: LscCode
  inputDate: string | Date
  closeDate: string | Date | null
  closePrice: number | null
  sqft: string | null
}

const yearOf = (at: string | Date, timeZone: string) => Number(monthOf(new Date(at), timeZone).slice(0, 4))

/** A median per square foot: whole dollars for sales, cents for monthly rents. */
function medianPerSqft(values: number[], sr: SaleOrLease): number | null {
  const m = median(values)
  if (m === null) return null
  return sr === 'Sale' ? Math.round(m) : Math.round(m * 100) / 100
}

/**
 * The building's last `count` calendar years on the city's clock, newest first: listings put up for sale and for
 * lease (by input date), sold and leased (by close date, with a close price), and the median close price per square
 * foot of those whose sqft band has a midpoint. Every figure, sold and leased ones too: the caller withholds them
 * from a viewer the VOW rule does not let see them (`withholdClosedFigures`).
 */
export function calculateBuildingYears(
  records: readonly BuildingRecord[],
  options: { now: Date; timeZone: string; count?: number },
): BuildingYear[] {
  const { now, timeZone, count = BUILDING_YEARS } = options
  const thisYear = yearOf(now, timeZone)
  const years = Array.from({ length: count }, (_, i) => thisYear - i)
  const listed = new Map<number, { Sale: number; Lease: number }>()
  const closed = new Map<number, { Sale: number[]; Lease: number[]; sold: number; leased: number }>()
  for (const r of records) {
    const input = yearOf(r.inputDate, timeZone)
    const l = listed.get(input) ?? { Sale: 0, Lease: 0 }
    l[r.sr] += 1
    listed.set(input, l)
    const deal = (r.sr === 'Sale' && r.lsc === 'sld') || (r.sr === 'Lease' && r.lsc === 'lsd')
    if (r.status !== 'U' || !deal || r.closeDate === null || r.closePrice === null) continue
    const year = yearOf(r.closeDate, timeZone)
    const c = closed.get(year) ?? { Sale: [], Lease: [], sold: 0, leased: 0 }
    if (r.sr === 'Sale') c.sold += 1
    else c.leased += 1
    const perSqft = pricePerSqft(r.closePrice, r.sqft)
    if (perSqft !== null) c[r.sr].push(perSqft)
    closed.set(year, c)
  }
  return years.map((year) => {
    const l = listed.get(year)
    const c = closed.get(year)
    return {
      year,
      forSale: l?.Sale ?? 0,
      forLease: l?.Lease ?? 0,
      sold: c?.sold ?? 0,
      leased: c?.leased ?? 0,
      soldPerSqft: medianPerSqft(c?.Sale ?? [], 'Sale'),
      leasedPerSqft: medianPerSqft(c?.Lease ?? [], 'Lease'),
    }
  })
}

/** The years as a viewer without VOW access sees them: no sold or leased count and no price per square foot. */
export function withholdClosedFigures(years: readonly BuildingYear[]): BuildingYear[] {
  return years.map((y) => ({ ...y, sold: null, leased: null, soldPerSqft: null, leasedPerSqft: null }))
}

/** How many of the records a buyer or tenant can act on today, for sale and for lease. */
export function countAvailable(records: readonly Pick<BuildingRecord, 'sr' | 'status' | 'lsc'>[]): {
  forSale: number
  forLease: number
} {
  let forSale = 0
  let forLease = 0
  for (const r of records) {
    if (r.status !== 'A' || !isAvailableLsc(r.lsc)) continue
    if (r.sr === 'Sale') forSale += 1
    else forLease += 1
  }
  return { forSale, forLease }
}

/** A floor written in figures ("12", " 7 ") as a number; null for anything else ("PH", "Ground") or none. */
export function floorNumber(level: string | null | undefined): number | null {
  const t = level?.trim()
  return t && /^\d{1,3}$/.test(t) ? Number(t) : null
}

/** Whether a level names the penthouse floor ("PH", "Penthouse"), which stands above the numbered ones. */
const isPenthouse = (level: string) => /^(ph|penthouse)\b/i.test(level)

/** The order of floors: penthouse, then numbered ones highest first, then other names A–Z, then no floor. */
function compareFloors(a: string | null, b: string | null): number {
  if (a === b) return 0
  if (a === null) return 1
  if (b === null) return -1
  const rank = (level: string) => (isPenthouse(level) ? 0 : floorNumber(level) !== null ? 1 : 2)
  const ra = rank(a)
  const rb = rank(b)
  if (ra !== rb) return ra - rb
  if (ra === 1) return floorNumber(b)! - floorNumber(a)!
  return a.localeCompare(b)
}

/** A floor's name as the grouping reads it: trimmed, numbers without leading zeros ("07" is "7"), empty is none. */
function floorKey(level: string | null): string | null {
  const t = level?.trim()
  if (!t) return null
  const n = floorNumber(t)
  return n === null ? t : String(n)
}

/**
 * Units grouped by floor: highest floor first (a penthouse above the numbered floors, other names after them and
 * listings without a floor last), each floor's listings newest first.
 */
export function groupByFloor<T extends { level: string | null; inputDate: string }>(
  units: readonly T[],
): (Omit<BuildingFloor, 'units'> & { units: T[] })[] {
  const byFloor = new Map<string | null, T[]>()
  for (const unit of units) {
    const key = floorKey(unit.level)
    const floor = byFloor.get(key) ?? []
    floor.push(unit)
    byFloor.set(key, floor)
  }
  return [...byFloor.entries()]
    .sort(([a], [b]) => compareFloors(a, b))
    .map(([level, list]) => ({
      level,
      units: [...list].sort((x, y) => Date.parse(y.inputDate) - Date.parse(x.inputDate)),
    }))
}

/** The highest floor named in figures, or null. */
export function highestFloor(levels: readonly (string | null)[]): number | null {
  let top: number | null = null
  for (const level of levels) {
    const n = floorNumber(level)
    if (n !== null && (top === null || n > top)) top = n
  }
  return top
}

/** A unit's number as the count of distinct units reads it: "#1205", " 1205 " and "1205" are one unit. */
const unitKey = (unit: string | null) => unit?.trim().replace(/^#\s*/, '').toUpperCase() || null

/** How many distinct units the listings name. */
export function countUnits(units: readonly (string | null)[]): number {
  return new Set(units.map(unitKey).filter((u) => u !== null)).size
}

/**
 * The value most listings give (ties: the one given by the newer listing), ignoring blanks; `values` newest first.
 * A building's year built, registration and manager are read so, as one listing may be mistyped.
 */
export function mostCommon<T extends string | number>(values: readonly (T | null)[]): T | null {
  const counts = new Map<T, number>()
  for (const v of values) {
    if (v === null || v === '') continue
    counts.set(v, (counts.get(v) ?? 0) + 1)
  }
  let best: T | null = null
  let bestCount = 0
  // Map keeps first-seen order, so on a tie the newer listing's value stays.
  for (const [v, n] of counts) {
    if (n > bestCount) {
      best = v
      bestCount = n
    }
  }
  return best
}
