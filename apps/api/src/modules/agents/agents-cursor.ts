import { createHash } from 'node:crypto'
import type { MessageKey } from '@maplenest/core'
import { badRequest } from '../../lib/http-error.ts'

/**
 * Keyset cursors of the agent and direct-listing lists: base64url JSON of the last item's sort value and id,
 * with a short hash of the query it belongs to. A cursor of another query, or a hand-made one whose values are
 * not of the expected kind, answers 400 naming the field.
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

export function encodeCursor(value: string | number, id: string | number, hash: string): string {
  return Buffer.from(JSON.stringify({ v: value, i: id, h: hash })).toString('base64url')
}

export function decodeCursor<V, I>(
  cursor: string,
  hash: string,
  isValue: (v: unknown) => v is V,
  isId: (i: unknown) => i is I,
  key: MessageKey,
): { value: V; id: I } {
  const fail = () => badRequest(key, { field: 'cursor' }, { fields: [{ field: 'querystring.cursor' }] })
  let parsed: unknown
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
  } catch {
    throw fail()
  }
  if (typeof parsed !== 'object' || parsed === null) throw fail()
  const { v, i, h } = parsed as Record<string, unknown>
  if (h !== hash || !isValue(v) || !isId(i)) throw fail()
  return { value: v, id: i }
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
export const isUuid = (v: unknown): v is string => typeof v === 'string' && UUID.test(v)
export const isWhole = (v: unknown): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 2_147_483_647
const PG_TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:\d{2})?|Z)?$/
export const isTimestamp = (v: unknown): v is string => typeof v === 'string' && PG_TIMESTAMP.test(v)
