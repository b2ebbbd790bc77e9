import { getTableColumns, getTableName, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.ts'
import { listingHistory, listingMedia, listingRooms, listings } from '../../db/schema.ts'
import type { DemoListing } from './generate.ts'

const LISTING_BATCH = 2000
const CHILD_BATCH = 10_000

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

const snake = (key: string) => key.replace(/[A-Z]/g, (m) => `_${m.toLowerCase()}`)

function jsonValue(v: unknown): unknown {
  if (v instanceof Date) return v.toISOString()
  if (v && typeof v === 'object' && 'x' in v && 'y' in v) return `(${(v as { x: number }).x},${(v as { y: number }).y})`
  return v
}

/**
 * Many rows in one statement with a single parameter: the rows as a JSON array, expanded by
 * `jsonb_to_recordset`. Far cheaper than thousands of bound parameters, on PGlite and PostgreSQL alike.
 * Generated columns are left out; the columns are those the first row sets, and every row must set them (no defaults apply).
 */
async function insertRows(db: Db, table: PgTable, rows: readonly Record<string, unknown>[]): Promise<void> {
  if (rows.length === 0) return
  const sample = rows[0] as Record<string, unknown>
  const columns = Object.entries(getTableColumns(table)).filter(([key, c]) => !c.generated && sample[key] !== undefined)
  const names = columns.map(([key]) => snake(key))
  const json = JSON.stringify(
    rows.map((row) => {
      const out: Record<string, unknown> = {}
      columns.forEach(([key], i) => {
        const v = row[key]
        if (v !== undefined) out[names[i] as string] = jsonValue(v)
      })
      return out
    }),
  )
  const list = names.map((n) => `"${n}"`).join(', ')
  const types = columns.map(([, c], i) => `"${names[i]}" ${c.getSQLType()}`).join(', ')
  const values = names.map((n) => `x."${n}"`).join(', ')
  await db.execute(
    sql`${sql.raw(`insert into "${getTableName(table)}" (${list}) select ${values}`)} from jsonb_to_recordset(${json}::jsonb) as ${sql.raw(`x(${types})`)}`,
  )
}

/**
 * Inserts listings with their rooms, photos and history in batches, inside the caller's transaction (or
 * connection). Listing ids are assigned here, after the highest existing one, and the identity is moved past them.
 */
export async function insertDemoListings(
  db: Db,
  items: readonly DemoListing[],
  /** Called after each statement with the rows written so far and in all (listings, rooms, photos, history). */
  onProgress?: (rowsDone: number, rowsTotal: number) => void,
): Promise<void> {
  if (items.length === 0) return
  const [top] = await db.select({ max: sql<number>`coalesce(max(${listings.id}), 0)::int` }).from(listings)
  const first = Number(top?.max ?? 0) + 1
  const withIds = items.map((item, i) => ({ id: first + i, item }))
  const rooms = withIds.flatMap(({ id, item }) => item.rooms.map((r) => ({ ...r, listingId: id })))
  const media = withIds.flatMap(({ id, item }) => item.media.map((m) => ({ ...m, listingId: id })))
  const history = withIds.flatMap(({ id, item }) => item.history.map((h) => ({ ...h, listingId: id })))
  const total = withIds.length + rooms.length + media.length + history.length
  let done = 0
  const write = async (table: PgTable, rows: readonly Record<string, unknown>[]) => {
    await insertRows(db, table, rows)
    done += rows.length
    onProgress?.(done, total)
  }
  for (const batch of chunks(withIds, LISTING_BATCH)) {
    await write(
      listings,
      batch.map(({ id, item }) => ({ ...item.row, id })),
    )
  }
  for (const batch of chunks(rooms, CHILD_BATCH)) await write(listingRooms, batch)
  for (const batch of chunks(media, CHILD_BATCH)) await write(listingMedia, batch)
  for (const batch of chunks(history, CHILD_BATCH)) await write(listingHistory, batch)
  await db.execute(sql`select setval(pg_get_serial_sequence('listings', 'id'), (select max(id) from listings))`)
}
