import { describe, expect, it } from 'vitest'
import { isMessageKey } from '../i18n/catalogue.ts'
import {
  formatNotice,
  NOTICE_KINDS,
  noticeBodyKey,
  noticeLink,
  noticeReadSchema,
  noticeTitleKey,
} from './notice.schema.ts'

describe('notices', () => {
  it.each(NOTICE_KINDS)('%s has a title and a body in the catalogues', (kind) => {
    expect(isMessageKey(noticeTitleKey(kind))).toBe(true)
    expect(isMessageKey(noticeBodyKey(kind))).toBe(true)
  })

  it('builds the text in the reader’s language from the stored parameters', () => {
    const params = { feedbackId: 'f1', excerpt: 'The map is slow' }
    expect(formatNotice('feedback.replied', params, 'en-GB')).toEqual({
      title: 'We replied to your feedback',
      body: 'Open it to read our reply to: The map is slow',
    })
    expect(formatNotice('feedback.replied', params, 'zh-Hans-CN').title).toBe('我们回复了您的反馈')
  })

  it('links a feedback reply to its feedback', () => {
    expect(noticeLink('feedback.replied', { feedbackId: 'a b' })).toBe('/pages/my/feedback/feedback-detail?id=a%20b')
    expect(noticeLink('contract.updated', {})).toBeNull()
  })

  it('says a saved home’s new price as money and its new status as a word, in each language', () => {
    const price = { address: '88 Harbour St', price: 649000, mlNum: 'C1' }
    expect(formatNotice('favourite.priceChanged', price, 'en-GB').body).toBe('88 Harbour St is now $649,000.')
    expect(formatNotice('favourite.priceChanged', price, 'zh-Hans-CN').body).toMatch(/^88 Harbour St 现价 .*649,000/)
    const sold = { address: '88 Harbour St', status: 'sold', mlNum: 'C1' }
    expect(formatNotice('favourite.statusChanged', sold, 'en-GB').body).toBe('88 Harbour St: Sold.')
    expect(formatNotice('favourite.statusChanged', sold, 'zh-Hans-CN').body).toBe('88 Harbour St：已售出。')
  })

  it('links a saved home’s change to the detail screen of its kind', () => {
    const vancouver = { mlNum: 'R1', city: 'vancouver', sr: 'Sale', roomType: 'res' }
    expect(noticeLink('favourite.statusChanged', vancouver)).toBe('/pages/vancouver/van-detail?mlNum=R1')
    const lease = { mlNum: 'C2', city: 'toronto', sr: 'Lease', roomType: 'Twnhouse' }
    expect(noticeLink('favourite.priceChanged', lease)).toBe('/pages/toronto/lease/res-detail?mlNum=C2')
  })

  it.each([
    [{ all: true }, true],
    [{ ids: ['0b9c1f3e-7d1a-4b8e-9a55-3f2e1d0c9b8a'] }, true],
    [{}, false],
    [{ ids: [] }, false],
    [{ ids: ['not-an-id'] }, false],
    [{ all: true, ids: ['0b9c1f3e-7d1a-4b8e-9a55-3f2e1d0c9b8a'] }, false],
  ])('read request %j valid: %s', (body, valid) => {
    expect(noticeReadSchema.safeParse(body).success).toBe(valid)
  })
})
