import {
  AVAILABLE_LSC_CODES,
  CITIES,
  type City,
  MAP_BASE_CELL,
  type MapBbox,
  mapPriceBandsOf,
  mapPriceBandThresholds,
  ROOM_TYPES,
  type RoomType,
  SALE_OR_LEASE,
  type SaleOrLease,
} from '@maplenest/core'
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../client.ts'
import { listingMapCells, listingMapPriceCells, listingMapStale, listings } from '../schema.ts'
import { type ListingFilter, listingFilterSql } from './listing-filters.ts'

/**
 * The homes on the market counted per cell of the map's base grid (`listing_map_cells`, decision 0168), and per type
 * and price band too (`listing_map_price_cells`, decision 0169): kept by a refresh from the points a trigger marks
 * stale, and read by the map's wide views, which add up whole cells instead of grouping every home, and read from the
 * listings only their edges and the cells changed since the last refresh.
 * It lives in `db/queries`, beside the listing filter it shares the map's rule with: the refresh is run by the map
 * module's job and by the command-line seed.
 */

/** A number as the statement's own text: every expression of a cell is then the same wherever it appears. */
const float = (v: number) => {
  if (!Number.isFinite(v)) throw new Error(`not a finite number: ${v}`)
  return sql.raw(`${v}::float8`)
}
const int = (v: number) => {
  if (!Number.isSafeInteger(v)) throw new Error(`not an integer: ${v}`)
  return sql.raw(`${v}`)
}
/** A margin in degrees round a cell's box: the box only narrows the rows through the index; the cell's test decides. */
const MARGIN = 1e-9

/** A point's cell on the base grid, as every statement here computes it. */
const cellX = (lng: SQL) => sql`floor(${lng} / ${float(MAP_BASE_CELL.lng)})::int`
const cellY = (lat: SQL) => sql`floor(${lat} / ${float(MAP_BASE_CELL.lat)})::int`
const lngOf = sql`${listings.location}[0]`
const latOf = sql`${listings.location}[1]`

/** A box round cells `[x0, x1] × [y0, y1]` of the base grid, with a margin. */
function cellsBox(x0: SQL | number, y0: SQL | number, x1: SQL | number, y1: SQL | number): SQL {
  const at = (c: SQL | number, size: number, shift: number, margin: number) =>
    sql`((${typeof c === 'number' ? int(c) : c} + ${int(shift)}) * ${float(size)} + ${float(margin)})`
  return sql`box(point(${at(x0, MAP_BASE_CELL.lng, 0, -MARGIN)}, ${at(y0, MAP_BASE_CELL.lat, 0, -MARGIN)}), point(${at(x1, MAP_BASE_CELL.lng, 1, MARGIN)}, ${at(y1, MAP_BASE_CELL.lat, 1, MARGIN)}))`
}

/** On the market, as the map's clusters count: the status and the codes of an active search (core's list). */
const onTheMarket = and(eq(listings.status, 'A'), inArray(listings.lsc, [...AVAILABLE_LSC_CODES]))

const sums = sql`count(*)::int as n, sum(${lngOf}) as sum_lng, sum(${latOf}) as sum_lat,
  min(${listings.price}) as min_price, max(${listings.price}) as max_price`

/** A listing's price band (core's thresholds of its sale or lease), as `listing_map_price_cells` keeps it. */
const bandOf = (sr: SaleOrLease) =>
  sql`width_bucket(${listings.price}, ${sql.raw(`array[${mapPriceBandThresholds(sr).join(',')}]::int[]`)})`
const bandOfAny = sql`case ${sql.join(
  SALE_OR_LEASE.map((sr) => sql`when ${listings.sr} = ${sql.raw(`'${sr}'`)} then ${bandOf(sr)}`),
  sql` `,
)} end`

/** Two rows of counts (the statement's aliases `a` and `b`) of the same cell of the same market and city. */
const sameCell = (a: string, b: string) =>
  sql.raw(`${a}.sr = ${b}.sr and ${a}.city = ${b}.city and ${a}.cx = ${b}.cx and ${a}.cy = ${b}.cy`)

/**
 * The marked cells of one market counted by type and price band, each through that market's map index (its market a
 * constant, so the planner can take the partial index): each cell's homes by its box, then by the cell's own test.
 */
const countedOfMarket = (sr: SaleOrLease) => {
  const market = sql.raw(`'${sr}'`)
  return sql`select c.sr, c.city, k.room_type, k.band, c.cx, c.cy, k.n, k.sum_lng, k.sum_lat, k.min_price, k.max_price
    from cells c cross join lateral (
      select ${listings.roomType} as room_type, ${bandOf(sr)} as band, ${sums} from ${listings}
      where ${listings.sr} = ${market} and ${onTheMarket}
        and ${listings.location} <@ ${cellsBox(sql`c.cx`, sql`c.cy`, sql`c.cx`, sql`c.cy`)}
        and ${cellX(lngOf)} = c.cx and ${cellY(latOf)} = c.cy and ${listings.city} = c.city
      group by 1, 2
    ) k
    where c.sr = ${market}`
}

/** More points marked than this, and a refresh recounts every cell in one pass, not the marked cells one by one. */
export const RECOUNT_ALL_FROM = 20_000

/**
 * Recounts the cells of every point marked stale that this transaction sees, and takes those marks, in one statement
 * (one snapshot): a mark committed after it began stays for the next refresh, with the change it marks. The marked
 * cells are counted one by one through the index, or, past RECOUNT_ALL_FROM marks (an import, the first count), every
 * cell in one pass. One process at a time, under an advisory lock; another that finds it taken skips the round.
 * Returns the cells written or emptied, or null when another process was refreshing.
 */
export async function refreshListingMapCells(db: Db): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [lock] = (
      (await tx.execute(sql`select pg_try_advisory_xact_lock(hashtext('maplenest:listing-map-cells')) as locked`)) as {
        rows: { locked: boolean }[]
      }
    ).rows
    if (!lock?.locked) return null
    const s = listingMapStale
    const m = listingMapCells
    const [marks] = (
      (await tx.execute(
        sql`select count(*)::int as n from (select 1 from ${s} limit ${int(RECOUNT_ALL_FROM + 1)}) t`,
      )) as { rows: { n: number }[] }
    ).rows
    const all = Number(marks?.n ?? 0) > RECOUNT_ALL_FROM
    const pm = listingMapPriceCells
    // the cells to write by type and price band (`fine`), and added up per cell (`counted`, 0 for a marked cell no home
    // on the market is left in)
    const counted = all
      ? sql`fine as (
          select ${listings.sr} as sr, ${listings.city} as city, ${listings.roomType} as room_type, ${bandOfAny} as band,
            ${cellX(lngOf)} as cx, ${cellY(latOf)} as cy, ${sums}
          from ${listings} where ${onTheMarket} group by 1, 2, 3, 4, 5, 6
        ),
        counted as (
          select sr, city, cx, cy, sum(n)::int as n, sum(sum_lng) as sum_lng, sum(sum_lat) as sum_lat,
            min(min_price) as min_price, max(max_price) as max_price
          from fine group by 1, 2, 3, 4
        )`
      : sql`cells as (select distinct sr, city, cx, cy from taken),
        fine as (${sql.join(SALE_OR_LEASE.map(countedOfMarket), sql` union all `)}),
        counted as (
          select c.sr, c.city, c.cx, c.cy, coalesce(sum(f.n), 0)::int as n, sum(f.sum_lng) as sum_lng,
            sum(f.sum_lat) as sum_lat, min(f.min_price) as min_price, max(f.max_price) as max_price
          from cells c left join fine f on ${sameCell('f', 'c')} group by 1, 2, 3, 4
        )`
    // the cells that no longer hold a home on the market: every other one after a whole recount, the marked ones
    // counted empty otherwise; and likewise a type and band of a cell
    const emptied = all
      ? sql`not exists (select 1 from counted c where ${sameCell('c', 't')})`
      : sql`exists (select 1 from counted c where ${sameCell('c', 't')} and c.n = 0)`
    const emptiedPrice = sql`${all ? sql`` : sql`exists (select 1 from cells c where ${sameCell('c', 'p')}) and `}not exists (
      select 1 from fine f where ${sameCell('f', 'p')} and f.room_type = p.room_type and f.band = p.band
    )`
    const result = (await tx.execute(sql`
      with taken as (
        delete from ${s} returning ${s.sr} as sr, ${s.city} as city,
          ${cellX(sql`${s.location}[0]`)} as cx, ${cellY(sql`${s.location}[1]`)} as cy
      ),
      ${counted},
      written as (
        insert into ${m} (sr, city, cx, cy, n, sum_lng, sum_lat, min_price, max_price)
        select sr, city, cx, cy, n, sum_lng, sum_lat, min_price, max_price from counted where n > 0
        on conflict (sr, city, cx, cy) do update set n = excluded.n, sum_lng = excluded.sum_lng,
          sum_lat = excluded.sum_lat, min_price = excluded.min_price, max_price = excluded.max_price
        returning 1
      ),
      gone as (delete from ${m} t where ${emptied} returning 1),
      written_by_price as (
        insert into ${pm} (sr, city, room_type, band, cx, cy, n, sum_lng, sum_lat, min_price, max_price)
        select sr, city, room_type, band, cx, cy, n, sum_lng, sum_lat, min_price, max_price from fine
        on conflict (sr, city, room_type, band, cx, cy) do update set n = excluded.n, sum_lng = excluded.sum_lng,
          sum_lat = excluded.sum_lat, min_price = excluded.min_price, max_price = excluded.max_price
      ),
      gone_by_price as (delete from ${pm} p where ${emptiedPrice})
      select (select count(*) from written)::int + (select count(*) from gone)::int as cells
    `)) as { rows: { cells: number }[] }
    return Number(result.rows[0]?.cells ?? 0)
  })
}

/**
 * Fewer homes than this in a view's inner cells, and grouping the listings is quicker than adding up the cells (at
 * 20,000 listings a whole-city view groups in about 5 ms, and the cells' statement takes as long).
 */
export const CELLS_ANSWER_FROM = 20_000

/** More points marked stale than this, and a view is grouped from the listings alone until the next refresh. */
export const STALE_POINTS_MAX = 2000

/** What of a filter the cells can answer: on the market, of one sale or lease, in a city, of a type, between prices. */
interface CellsFilter {
  sr: SaleOrLease
  city: City | undefined
  /** Counted by type and price band: the type asked, and the bands of the price range asked (all when none was). */
  byPrice: { roomType: RoomType | undefined; bands: { from: number; to: number } } | null
}

/**
 * The part of a filter the cells can answer, or null when it asks anything else: homes on the market, of one sale or
 * lease, optionally in one city, of one type and between round prices (core's price bands).
 */
export function cellsCanAnswer(f: ListingFilter): CellsFilter | null {
  const asked = Object.entries(f).filter(([key, value]) => {
    if (['sr', 'city', 'status', 'lsc', 'roomType', 'price'].includes(key)) return false
    if (value === undefined) return false
    if (Array.isArray(value)) return value.length > 0
    if (typeof value === 'object' && value !== null) return Object.values(value).some((v) => v !== undefined)
    return true
  })
  if (asked.length > 0 || f.status !== 'A') return null
  const codes = f.lsc ?? []
  if (codes.length !== AVAILABLE_LSC_CODES.length || !AVAILABLE_LSC_CODES.every((c) => codes.includes(c))) return null
  const priced = f.price !== undefined && (f.price.min !== undefined || f.price.max !== undefined)
  if (!f.roomType && !priced) return { sr: f.sr, city: f.city, byPrice: null }
  const bands = mapPriceBandsOf(f.sr, f.price)
  return bands ? { sr: f.sr, city: f.city, byPrice: { roomType: f.roomType, bands } } : null
}

export interface CellRow {
  lng: number
  lat: number
  count: number
  minPrice: number
  maxPrice: number
}

/**
 * The view's clusters from the cells, or null when the cells cannot answer exactly or would not save work: the view's
 * cell must be 2^j base cells across (j ≥ 1), the base cells wholly inside the box at least 16 and holding at least
 * `minHomes` homes of the market, whatever the type and price asked (what grouping the listings would read through the
 * map's index), and no more than STALE_POINTS_MAX points marked.
 * - The box's inner cells, `[x0, x1] × [y0, y1]`, are those whose every point lies in the box: `x0 = floor(west / w) + 1`
 *   holds only points east of `west`, as `floor` of a division rounds monotonically; likewise for the other sides.
 * - Their counts come from `listing_map_cells`, or, filtered by type or price, from the rows of
 *   `listing_map_price_cells` of that type and of the bands the price range takes whole; except the cells with a point
 *   marked stale, which are counted from the listings, as are the four strips between the inner cells and the box's
 *   edges.
 * - Every home in the box is in exactly one of these by its cell, and its view cell is its base cell shifted right by
 *   j bits, which is `floor(x / (w × 2^j))` exactly, as w and its multiples by powers of two are exact binary
 *   fractions: the same cells, counts, price ranges and (up to the order of a sum) positions as grouping every home.
 */
export async function clustersFromCells(
  db: Db,
  filter: ListingFilter,
  box: MapBbox,
  cell: { lng: number; lat: number },
  minHomes = CELLS_ANSWER_FROM,
): Promise<CellRow[] | null> {
  const market = cellsCanAnswer(filter)
  if (!market) return null
  const j = Math.log2(cell.lng / MAP_BASE_CELL.lng)
  if (!Number.isInteger(j) || j < 1 || cell.lat / MAP_BASE_CELL.lat !== 2 ** j) return null
  const x0 = Math.floor(box.west / MAP_BASE_CELL.lng) + 1
  const x1 = Math.floor(box.east / MAP_BASE_CELL.lng) - 1
  const y0 = Math.floor(box.south / MAP_BASE_CELL.lat) + 1
  const y1 = Math.floor(box.north / MAP_BASE_CELL.lat) - 1
  if ((x1 - x0 + 1) * (y1 - y0 + 1) < 16 || x1 < x0 || y1 < y0) return null

  const s = listingMapStale
  const staleOfMarket = and(eq(s.sr, market.sr), market.city ? eq(s.city, market.city) : undefined)
  const m = listingMapCells
  const ofMarket = sql`${m.sr} = ${market.sr} ${market.city ? sql`and ${m.city} = ${market.city}` : sql``}`
  const inner = sql`${m.cx} between ${int(x0)} and ${int(x1)} and ${m.cy} between ${int(y0)} and ${int(y1)}`
  // the inner cells' counts: of every home, or by type and price band, each list given whole so that the key's index
  // serves it
  const pm = listingMapPriceCells
  const counts = market.byPrice
    ? sql`select ${pm.cx} as cx, ${pm.cy} as cy, ${pm.n} as n, ${pm.sumLng} as sum_lng, ${pm.sumLat} as sum_lat,
          ${pm.minPrice} as min_price, ${pm.maxPrice} as max_price
        from ${pm}
        where ${pm.sr} = ${market.sr} and ${inArray(pm.city, market.city ? [market.city] : [...CITIES])}
          and ${inArray(pm.roomType, market.byPrice.roomType ? [market.byPrice.roomType] : [...ROOM_TYPES])}
          and ${pm.band} between ${int(market.byPrice.bands.from)} and ${int(market.byPrice.bands.to)}
          and ${pm.cx} between ${int(x0)} and ${int(x1)} and ${pm.cy} between ${int(y0)} and ${int(y1)}`
    : sql`select ${m.cx} as cx, ${m.cy} as cy, ${m.n} as n, ${m.sumLng} as sum_lng, ${m.sumLat} as sum_lat,
          ${m.minPrice} as min_price, ${m.maxPrice} as max_price
        from ${m} where ${ofMarket} and ${inner}`
  const [worth] = (
    (await db.execute(
      sql`select (select count(*)::int from (select 1 from ${s} where ${staleOfMarket} limit ${int(STALE_POINTS_MAX + 1)}) t) as marks,
        (select coalesce(sum(${m.n}), 0)::int from ${m} where ${ofMarket} and ${inner}) as homes`,
    )) as { rows: { marks: number; homes: number }[] }
  ).rows
  if (Number(worth?.marks ?? 0) > STALE_POINTS_MAX || Number(worth?.homes ?? 0) < minHomes) return null

  const shift = int(j)
  const cx = cellX(lngOf)
  const cy = cellY(latOf)
  const inView = and(
    listingFilterSql(filter),
    sql`${listings.location} <@ box(point(${float(box.west)}, ${float(box.south)}), point(${float(box.east)}, ${float(box.north)}))`,
  )
  // a listing as one row of the sum: its view cell, one home, its position and its price
  const one = sql`(${cx} >> ${shift}) as vx, (${cy} >> ${shift}) as vy, 1 as n, ${lngOf} as sum_lng, ${latOf} as sum_lat, ${listings.price} as min_price, ${listings.price} as max_price`
  const strip = (narrow: SQL, holds: SQL) =>
    sql`select ${one} from ${listings} where ${inView} and ${listings.location} <@ ${narrow} and ${holds}`
  const result = (await db.execute(sql`
    with stale as (
      select distinct ${cellX(sql`${s.location}[0]`)} as cx, ${cellY(sql`${s.location}[1]`)} as cy
      from ${s} where ${staleOfMarket}
    ),
    inner_stale as (select cx, cy from stale where cx between ${int(x0)} and ${int(x1)} and cy between ${int(y0)} and ${int(y1)}),
    counts as (${counts}),
    parts as (
      select (k.cx >> ${shift}) as vx, (k.cy >> ${shift}) as vy, k.n, k.sum_lng, k.sum_lat, k.min_price, k.max_price
      from counts k
      where not exists (select 1 from inner_stale t where t.cx = k.cx and t.cy = k.cy)
      union all
      select k.* from inner_stale t cross join lateral (
        select ${one} from ${listings}
        where ${inView} and ${listings.location} <@ ${cellsBox(sql`t.cx`, sql`t.cy`, sql`t.cx`, sql`t.cy`)}
          and ${cx} = t.cx and ${cy} = t.cy
      ) k
      union all ${strip(sql`box(point(${float(box.west)}, ${float(box.south)}), point(${float(x0 * MAP_BASE_CELL.lng + MARGIN)}, ${float(box.north)}))`, sql`${cx} < ${int(x0)}`)}
      union all ${strip(sql`box(point(${float((x1 + 1) * MAP_BASE_CELL.lng - MARGIN)}, ${float(box.south)}), point(${float(box.east)}, ${float(box.north)}))`, sql`${cx} > ${int(x1)}`)}
      union all ${strip(cellsBox(x0, Math.floor(box.south / MAP_BASE_CELL.lat), x1, y0 - 1), sql`${cx} between ${int(x0)} and ${int(x1)} and ${cy} < ${int(y0)}`)}
      union all ${strip(cellsBox(x0, y1 + 1, x1, Math.floor(box.north / MAP_BASE_CELL.lat)), sql`${cx} between ${int(x0)} and ${int(x1)} and ${cy} > ${int(y1)}`)}
    )
    select sum(sum_lng) / sum(n) as lng, sum(sum_lat) / sum(n) as lat, sum(n)::int as count,
      min(min_price) as min_price, max(max_price) as max_price
    from parts group by vx, vy order by count desc, lng, lat
  `)) as { rows: { lng: number; lat: number; count: number; min_price: number; max_price: number }[] }
  return result.rows.map((r) => ({
    lng: Number(r.lng),
    lat: Number(r.lat),
    count: Number(r.count),
    minPrice: Number(r.min_price),
    maxPrice: Number(r.max_price),
  }))
}
