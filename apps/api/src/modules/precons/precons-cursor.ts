import { createHash } from 'node:crypto'
import { badRequest } from '../../lib/http-error.ts'

/**
 * Page cursors of the project search: the offset of the next page and a short hash of the query, base64url. The
 * catalogue of projects is small (hundreds), so an offset is exact and cheap; a cursor handed to another query or
 * tampered with answers 400 naming the field.
 */
export const MAX_OFFSET = 100_000

export function hashPreconsQuery(parts: Record<string, unknown>): string {
  const canonical = JSON.stringify(
    Object.keys(parts)
      .sort()
      .filter((k) => parts[k] !== undefined)
      .map((k) => [k, parts[k]]),
  )
  return createHash('sha256').update(canonical).digest('base64url').slice(0, 16)
}

export function encodePreconsCursor(offset: number, hash: string): string {
  return Buffer.from(JSON.stringify({ o: offset, h: hash })).toString('base64url')
}

export function decodePreconsCursor(cursor: string, hash: string): number {
  const fail = () =>
    badRequest('precons.api.cursor', { field: 'cursor' }, { fields: [{ field: 'querystring.cursor' }] })
  let parsed: unknown
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
  } catch {
    throw fail()
  }
  if (typeof parsed !== 'object' || parsed === null) throw fail()
  const { o, h } = parsed as Record<string, unknown>
  if (h !== hash || typeof o !== 'number' || !Number.isInteger(o) || o < 0 || o > MAX_OFFSET) throw fail()
  return o
}
