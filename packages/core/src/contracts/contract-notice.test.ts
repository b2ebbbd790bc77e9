import { describe, expect, it } from 'vitest'
import { formatNotice, noticeLink } from '../notices/notice.schema.ts'

describe('contract notices', () => {
  const params = { contractId: 'c1', address: '88 Harbour St', endDate: '2027-01-23' }

  it.each([
    ['issued', 'A lease contract was shared with you', '经纪人与你共享了一份租约合同'],
    ['changed', 'Your lease contract was changed', '你的租约合同有修改'],
    ['reminder', 'Your lease renews or ends in 60 days', '你的租约将在 60 天后续约或到期'],
  ])('%s reads in both languages', (event, en, zh) => {
    const p = { ...params, event, days: 60 }
    expect(formatNotice('contract.updated', p, 'en-GB').title).toBe(en)
    expect(formatNotice('contract.updated', p, 'zh-Hans-CN').title).toBe(zh)
    expect(formatNotice('contract.updated', p, 'en-GB').body).toContain('88 Harbour St')
  })

  it('opens the contract', () => {
    expect(noticeLink('contract.updated', params)).toBe('/pages/my/contract/contract-detail?id=c1')
  })
})
