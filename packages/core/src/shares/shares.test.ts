import { describe, expect, it } from 'vitest'
import { isWithSignature, pdfParamsSchema, shareQuerySchema, shareTarget } from './share.schema.ts'

describe('share requests', () => {
  it.each([
    [{ shareType: 'listing', mlNum: 'C1' }, true],
    [{ shareType: 'listing' }, false],
    [{ shareType: 'precons-list', preconsIds: 'p1,p2' }, true],
    [{ shareType: 'school', schoolNumbers: 'S1,S2' }, true],
    [{ shareType: 'builder', layoutId: 'L1' }, false],
    [{ shareType: 'poster', mlNum: 'C1' }, false],
    [{ shareType: 'listing', mlNum: 'C1', brokershow: '2' }, false],
    [{ shareType: 'listing', mlNum: 'C1;drop' }, false],
  ])('%j valid: %s', (query, valid) => {
    expect(shareQuerySchema.safeParse(query).success).toBe(valid)
  })

  it('names the target of each kind and reads the signature flag', () => {
    expect(shareTarget(shareQuerySchema.parse({ shareType: 'precons-list', preconsIds: 'p1,p2' }))).toBe('p1,p2')
    expect([isWithSignature('1'), isWithSignature('true'), isWithSignature('0'), isWithSignature(undefined)]).toEqual([
      true,
      true,
      false,
      false,
    ])
  })

  it('takes a PDF status of 1 or 0 and a user id as a UUID', () => {
    const userId = '0b9c1f3e-7d1a-4b8e-9a55-3f2e1d0c9b8a'
    expect(pdfParamsSchema.safeParse({ mlNum: 'C1', userId, status: '1' }).success).toBe(true)
    expect(pdfParamsSchema.safeParse({ mlNum: 'C1', userId, status: '2' }).success).toBe(false)
    expect(pdfParamsSchema.safeParse({ mlNum: 'C1', userId: 'me', status: '0' }).success).toBe(false)
  })
})
