import { describe, expect, it } from 'vitest'
import { isMessageKey, translator } from '../i18n/catalogue.ts'
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
    expect(formatNotice('feedback.replied', params, translator('en-GB'))).toEqual({
      title: 'We replied to your feedback',
      body: 'Open it to read our reply to: The map is slow',
    })
    expect(formatNotice('feedback.replied', params, translator('zh-Hans-CN')).title).toBe('我们回复了您的反馈')
  })

  it('links a feedback reply to its feedback', () => {
    expect(noticeLink('feedback.replied', { feedbackId: 'a b' })).toBe('/pages/my/feedback/feedback-detail?id=a%20b')
    expect(noticeLink('contract.updated', {})).toBeNull()
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
