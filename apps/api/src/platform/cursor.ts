import { createHash } from 'node:crypto'
import type { MessageKey } from '@maplenest/core'
import { badRequest } from '../lib/http-error.ts'

/**
 * Keyset cursors for every list of the api: an opaque base64url string of the last item's sort value, its id
 * (the tiebreaker) and a short hash of the query it came from. A cursor is only base64url, so anyone can write
 * one: each list declares the kinds its values must have, and a cursor of another query, a tampered one or one
 * whose values are of the wrong kind answers 400 naming the field, in the caller's language. Nothing unchecked
 * reaches the SQL.
 */
const CURSOR_KINDS = ['timestamp', 'integer', 'offset', 'number', 'text', 'uuid'] as const
type CursorKind = (typeof CURSOR_KINDS)[number]

interface KindValue {
  /** PostgreSQL's text of a timestamptz (microseconds kept, which a Date would lose). */
  timestamp: string
  /** A whole number that fits an `int` column: prices, counts, serial ids, metres. */
  integer: number
  /** A position in a short list (an OFFSET), bounded so a hand-made cursor cannot ask for a long scan. */
  offset: number
  /** Any finite number (a rating). */
  number: number
  /** A short text: a name or an MLS or school number. */
  text: string
  uuid: string
}

/** The sort value: one kind, or several for an order over more than one column. */
type ValueSpec = CursorKind | readonly CursorKind[]
type ValueOf<V extends ValueSpec> = V extends CursorKind
  ? KindValue[V]
  : { -readonly [P in keyof V]: V[P] extends CursorKind ? KindValue[V[P]] : never }

interface CursorKey<V extends ValueSpec, I extends CursorKind | null> {
  value: ValueOf<V>
  id: I extends CursorKind ? KindValue[I] : null
}

interface CursorShape<V extends ValueSpec, I extends CursorKind | null> {
  value: V
  /** The tiebreaker's kind, or null for a cursor that is a position alone. */
  id: I
  /** The 400's catalogue key; its message names the field with `{{field}}`. */
  error: MessageKey
  /** The query parameter that carries the cursor. */
  field?: string
}

export interface Cursor<V extends ValueSpec, I extends CursorKind | null> {
  encode(key: CursorKey<V, I>, hash: string): string
  /** The key in a cursor made for the query with this hash, its values of the declared kinds; 400 otherwise. */
  decode(cursor: string, hash: string): CursorKey<V, I>
}

export const MAX_OFFSET = 100_000
const MAX_TEXT = 256
const MAX_INT = 2_147_483_647
const PG_TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:\d{2})?|Z)?$/
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const isInt = (v: unknown, max: number) => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= max

/** Whether a value decoded from a cursor is of this kind. */
function isCursorValue(v: unknown, kind: CursorKind): boolean {
  switch (kind) {
    case 'timestamp':
      return typeof v === 'string' && PG_TIMESTAMP.test(v)
    case 'integer':
      return isInt(v, MAX_INT)
    case 'offset':
      return isInt(v, MAX_OFFSET)
    case 'number':
      return typeof v === 'number' && Number.isFinite(v)
    case 'text':
      return typeof v === 'string' && v.length <= MAX_TEXT
    case 'uuid':
      return typeof v === 'string' && UUID.test(v)
  }
}

function isValue(v: unknown, spec: ValueSpec): boolean {
  if (typeof spec === 'string') return isCursorValue(v, spec)
  return Array.isArray(v) && v.length === spec.length && spec.every((kind, n) => isCursorValue(v[n], kind))
}

/**
 * A stable hash of the parts of a query that decide the set and its order (not the cursor or the page size), so
 * a cursor only continues the query it came from. Undefined parts are left out: an absent filter and an omitted
 * one are the same query.
 */
export function hashQuery(parts: Record<string, unknown>): string {
  const canonical = JSON.stringify(
    Object.keys(parts)
      .sort()
      .filter((k) => parts[k] !== undefined)
      .map((k) => [k, parts[k]]),
  )
  return createHash('sha256').update(canonical).digest('base64url').slice(0, 16)
}

/** The cursor of one list: its value and id kinds, and the message its 400 gives. */
export function defineCursor<const V extends ValueSpec, const I extends CursorKind | null>(
  shape: CursorShape<V, I>,
): Cursor<V, I> {
  const field = shape.field ?? 'cursor'
  const fail = () => badRequest(shape.error, { field }, { fields: [{ field: `querystring.${field}` }] })
  return {
    encode(key, hash) {
      const payload = shape.id === null ? { v: key.value, h: hash } : { v: key.value, i: key.id, h: hash }
      return Buffer.from(JSON.stringify(payload)).toString('base64url')
    },
    decode(cursor, hash) {
      let parsed: unknown
      try {
        parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
      } catch {
        throw fail()
      }
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw fail()
      const { v, i, h } = parsed as Record<string, unknown>
      if (h !== hash || !isValue(v, shape.value)) throw fail()
      if (shape.id === null ? i !== undefined : !isCursorValue(i, shape.id)) throw fail()
      return { value: v, id: shape.id === null ? null : i } as CursorKey<V, I>
    },
  }
}
