import { CITIES, ROOM_TYPES, SALE_OR_LEASE } from '@maplenest/core'
import {
  bigserial,
  doublePrecision,
  index,
  integer,
  pgTable,
  point,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'

/**
 * A selection of up to 20 listings shared from the map: the MLS numbers in the order shown, under a short random
 * url-safe id that anyone with the link can open.
 */
export const mapShares = pgTable(
  'map_shares',
  {
    id: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mlNums: text().array().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('map_shares_user_idx').on(t.userId, t.createdAt)],
)

/** A cell of the map's base grid and its homes on the market: how many, their summed position, their price range. */
const cellCounts = {
  cx: integer().notNull(),
  cy: integer().notNull(),
  n: integer().notNull(),
  sumLng: doublePrecision().notNull(),
  sumLat: doublePrecision().notNull(),
  minPrice: integer().notNull(),
  maxPrice: integer().notNull(),
}

/**
 * The homes on the market of each sale or lease and city, counted per cell of the map's base grid (core's
 * MAP_BASE_CELL: `cx = floor(longitude / its width)`, `cy = floor(latitude / its height)`), with their summed position
 * and their price range: what a wide view's clusters add up instead of grouping every home. Written only by the
 * refresh (`db/queries/listing-map-cells.ts`) from the listings as they stand; a cell a listing change has touched
 * since is in `listing_map_stale`, and read from the listings until the next refresh.
 */
export const listingMapCells = pgTable(
  'listing_map_cells',
  {
    sr: text({ enum: SALE_OR_LEASE }).notNull(),
    city: text({ enum: CITIES }).notNull(),
    ...cellCounts,
  },
  (t) => [primaryKey({ columns: [t.sr, t.city, t.cx, t.cy] })],
)

/**
 * The same counts as `listing_map_cells`, kept per type of home and price band too (core's `mapPriceBandThresholds`:
 * `band = width_bucket(price, thresholds)`): what a wide view filtered by type or by a price range between round
 * prices adds up. A cell's rows here add up to its row there; the same refresh writes both.
 */
export const listingMapPriceCells = pgTable(
  'listing_map_price_cells',
  {
    sr: text({ enum: SALE_OR_LEASE }).notNull(),
    city: text({ enum: CITIES }).notNull(),
    roomType: text({ enum: ROOM_TYPES }).notNull(),
    band: integer().notNull(),
    ...cellCounts,
  },
  (t) => [
    primaryKey({ columns: [t.sr, t.city, t.roomType, t.band, t.cx, t.cy] }),
    // the refresh finds a marked cell's rows by its cell
    index('listing_map_price_cells_cell_idx').on(t.sr, t.city, t.cx, t.cy),
  ],
)

/**
 * Where listings changed since the last refresh of the map's counts: the point of each listing a statement inserted
 * or deleted, and of each updated one before and after, when its place, market, type, price or status changed. A
 * trigger on `listings` writes it whichever process or import made the change (migrations 0054 and 0056); rows are
 * only added, never updated, so no two writers wait on each other. The refresh takes the rows it sees and recomputes
 * their cells.
 */
export const listingMapStale = pgTable('listing_map_stale', {
  id: bigserial({ mode: 'number' }).primaryKey(),
  sr: text({ enum: SALE_OR_LEASE }).notNull(),
  city: text({ enum: CITIES }).notNull(),
  location: point({ mode: 'xy' }).notNull(),
})
