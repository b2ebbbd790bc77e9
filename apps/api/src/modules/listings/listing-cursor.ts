import { createHash } from 'node:crypto'
import { badRequest } from '../../lib/http-error.ts'

/**
 * Keyset cursors: an opaque base64url string of the last item's sort key and a short hash of the query it came
 * from. A cursor handed to another query (other filters or sort) or tampered with answers 400 naming the field.
 */
export interface CursorKey {
  /** The sort column's value of the last item: a timestamp as text, or a price. */
  value: string | number
  /** The tiebreaker: the last item's MLS number (or the listing a history row names). */
  id: string
}

/** A stable hash of the parts of a query that decide the order and the set (not the cursor or the page size). */
export function hashQuery(parts: Record<string, unknown>): string {
  const canonical = JSON.stringify(
    Object.keys(parts)
      .sort()
      .filter((k) => parts[k] !== undefined)
      .map((k) => [k, parts[k]]),
  )
  return createHash('sha256').update(canonical).digest('base64url').slice(0, 16)
}

export function encodeCursor(key: CursorKey, hash: string): string {
  return Buffer.from(JSON.stringify({ v: key.value, i: key.id, h: hash })).toString('base64url')
}

const cursorError = (name: string) =>
  badRequest('listing.api.cursor', { field: name }, { fields: [{ field: `querystring.${name}` }] })

/** What a sort value must look like: PostgreSQL's text of a timestamptz, or a whole number of dollars. */
export type CursorValueKind = 'timestamp' | 'integer'

const PG_TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:\d{2})?|Z)?$/

function isValue(v: unknown, kind: CursorValueKind): v is string | number {
  if (kind === 'timestamp') return typeof v === 'string' && PG_TIMESTAMP.test(v)
  return typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 2_147_483_647
}

/**
 * The key in a cursor made for the query with this hash, its value of the expected kind (a cursor is only
 * base64url, so anyone can write one: nothing unchecked reaches the SQL); 400 `listing.api.cursor` otherwise.
 */
export function decodeCursor(cursor: string, hash: string, kind: CursorValueKind, name = 'cursor'): CursorKey {
  let parsed: unknown
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
  } catch {
    throw cursorError(name)
  }
  if (typeof parsed !== 'object' || parsed === null) throw cursorError(name)
  const { v, i, h } = parsed as Record<string, unknown>
  if (h !== hash || typeof i !== 'string' || i.length > 64 || !isValue(v, kind)) throw cursorError(name)
  return { value: v, id: i }
}
