import { describe, expect, it } from 'vitest'
import { HttpError } from '../../src/lib/http-error.ts'
import { defineCursor, hashQuery, MAX_OFFSET } from '../../src/platform/cursor.ts'

const NEWEST = defineCursor({ value: 'timestamp', id: 'text', error: 'listing.api.cursor' })
const BY_PRICE = defineCursor({ value: 'integer', id: 'text', error: 'listing.api.cursor' })
const AGENTS = defineCursor({ value: 'integer', id: 'uuid', error: 'agent.api.cursor', field: 'after' })
const CAMPUS = defineCursor({ value: ['integer', 'integer'], id: 'text', error: 'university.api.cursor' })
const OFFSETS = defineCursor({ value: 'offset', id: null, error: 'precons.api.cursor' })

const HASH = hashQuery({ city: 'toronto', sort: 'new', sr: 'Sale' })
const forge = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64url')

/** The 400 a decode throws, as the client reads it: status, message in both languages, and the field it names. */
function refusal(decode: () => unknown) {
  try {
    decode()
  } catch (err) {
    if (!(err instanceof HttpError)) throw err
    return {
      status: err.status,
      en: err.messageIn('en-GB'),
      zh: err.messageIn('zh-Hans-CN'),
      fields: (err.data as { fields: { field: string }[] }).fields.map((f) => f.field),
    }
  }
  throw new Error('the cursor was accepted')
}

describe('keyset cursors', () => {
  it('give back the key they were made with, for the query they were made for', () => {
    const key = { value: '2026-11-20 09:15:02.123456+00', id: 'C1234567' }
    expect(NEWEST.decode(NEWEST.encode(key, HASH), HASH)).toEqual(key)
    expect(BY_PRICE.decode(BY_PRICE.encode({ value: 799_000, id: 'W7654321' }, HASH), HASH)).toEqual({
      value: 799_000,
      id: 'W7654321',
    })
    const campus = { value: [0, 1450] as [number, number], id: 'C7000001' }
    expect(CAMPUS.decode(CAMPUS.encode(campus, HASH), HASH)).toEqual(campus)
    expect(OFFSETS.decode(OFFSETS.encode({ value: 40, id: null }, HASH), HASH)).toEqual({ value: 40, id: null })
  })

  it('hash a query by its parts, whatever their order, leaving out absent ones', () => {
    expect(hashQuery({ a: 1, b: 'x' })).toBe(hashQuery({ b: 'x', a: 1, c: undefined }))
    expect(hashQuery({ a: 1, b: 'x' })).not.toBe(hashQuery({ a: 2, b: 'x' }))
  })

  it('answer 400 naming the field for a cursor of another query', () => {
    const cursor = NEWEST.encode({ value: '2026-11-20 09:15:02+00', id: 'C1' }, HASH)
    const other = hashQuery({ city: 'vancouver', sort: 'new', sr: 'Sale' })
    expect(refusal(() => NEWEST.decode(cursor, other))).toEqual({
      status: 400,
      en: 'The value of cursor belongs to another search. Start again from the first page.',
      zh: 'cursor 属于另一个搜索，请从第一页重新开始',
      fields: ['querystring.cursor'],
    })
  })

  it('answer 400 for a tampered cursor or one that is not a cursor at all', () => {
    const cursor = BY_PRICE.encode({ value: 500_000, id: 'C1' }, HASH)
    const payload = JSON.parse(Buffer.from(cursor, 'base64url').toString())
    expect(refusal(() => BY_PRICE.decode(forge({ ...payload, h: `${payload.h.slice(1)}A` }), HASH)).status).toBe(400)
    expect(refusal(() => BY_PRICE.decode(cursor.slice(0, cursor.length / 2), HASH)).status).toBe(400)
    expect(refusal(() => BY_PRICE.decode('not a cursor!', HASH)).status).toBe(400)
    expect(refusal(() => BY_PRICE.decode(forge([500_000, 'C1', HASH]), HASH)).status).toBe(400)
    expect(refusal(() => BY_PRICE.decode(forge('C1'), HASH)).status).toBe(400)
  })

  it('are not secret: a hand-written cursor for the same query with values of the right kinds is taken', () => {
    expect(BY_PRICE.decode(forge({ v: 1, i: 'C1', h: HASH }), HASH)).toEqual({ value: 1, id: 'C1' })
  })

  it('answer 400 for values of the wrong kind, whoever wrote them', () => {
    for (const v of ["'; drop table listings; --", 'yesterday', 12, null, ['2026-11-20 09:15:02+00']]) {
      expect(refusal(() => NEWEST.decode(forge({ v, i: 'C1', h: HASH }), HASH)).status).toBe(400)
    }
    for (const v of ['500000', 1.5, -1, 1e12]) {
      expect(refusal(() => BY_PRICE.decode(forge({ v, i: 'C1', h: HASH }), HASH)).status).toBe(400)
    }
    for (const i of [7, 'x'.repeat(257), null]) {
      expect(refusal(() => BY_PRICE.decode(forge({ v: 1, i, h: HASH }), HASH)).status).toBe(400)
    }
    expect(refusal(() => AGENTS.decode(forge({ v: 3, i: 'not-a-uuid', h: HASH }), HASH)).status).toBe(400)
    expect(refusal(() => CAMPUS.decode(forge({ v: [0], i: 'C1', h: HASH }), HASH)).status).toBe(400)
    expect(refusal(() => CAMPUS.decode(forge({ v: [0, 'far'], i: 'C1', h: HASH }), HASH)).status).toBe(400)
    expect(refusal(() => OFFSETS.decode(forge({ v: MAX_OFFSET + 1, h: HASH }), HASH)).status).toBe(400)
    expect(refusal(() => OFFSETS.decode(forge({ v: 20, i: 'C1', h: HASH }), HASH)).status).toBe(400)
  })

  it('name the field the list reads its cursor from, in its own words', () => {
    expect(refusal(() => AGENTS.decode(forge({ v: 'x', i: 'y', h: HASH }), HASH))).toEqual({
      status: 400,
      en: 'The value of after belongs to another search. Start again from the first page.',
      zh: expect.stringContaining('after'),
      fields: ['querystring.after'],
    })
  })
})
