import { describe, expect, it } from 'vitest'
import { formatNotice, noticeLink } from '../notices/notice.schema.ts'
import { leadQuestionSchema, leadUpdateSchema } from './lead.schema.ts'
import { canMoveLead, checkLeadReminder } from './lead-rules.ts'

const question = {
  kind: 'ask',
  appId: 'a0000000-0000-4000-8000-000000000001',
  mlNum: 'C1234567',
  name: 'Mei Lin',
  phone: '416-555-0123',
  email: 'mei@example.com',
  message: 'Is the price negotiable?',
  consent: true,
}
const messages = (input: unknown) => {
  const r = leadQuestionSchema.safeParse(input)
  return r.success ? [] : r.error.issues.map((i) => i.message)
}

describe('leads', () => {
  it('moves a lead forward only', () => {
    expect(canMoveLead('new', 'contacted')).toBe(true)
    expect(canMoveLead('new', 'closed')).toBe(true)
    expect(canMoveLead('contacted', 'closed')).toBe(true)
    expect(canMoveLead('contacted', 'contacted')).toBe(true)
    expect(canMoveLead('contacted', 'new')).toBe(false)
    expect(canMoveLead('closed', 'contacted')).toBe(false)
  })

  it('takes a reminder in the future and within a year', () => {
    const now = new Date('2026-12-03T12:00:00Z')
    expect(checkLeadReminder(new Date('2026-12-03T14:00:00Z'), now)).toBeNull()
    expect(checkLeadReminder(new Date('2026-12-03T11:59:00Z'), now)).toBe('lead.validation.remindPast')
    expect(checkLeadReminder(new Date('2028-01-01T00:00:00Z'), now)).toBe('lead.validation.remindTooFar')
  })

  it('asks each kind of question for what it is about, and the consent', () => {
    expect(messages(question)).toEqual([])
    expect(messages({ ...question, consent: false })).toEqual(['lead.validation.consent'])
    expect(messages({ ...question, mlNum: undefined })).toEqual(['lead.validation.mlNum'])
    expect(messages({ ...question, kind: 'compare', mlNum: undefined, mlNums: ['A1', 'B2'] })).toEqual([])
    expect(messages({ ...question, kind: 'compare' })).toEqual([
      'lead.validation.mlNumOnlyAsk',
      'lead.validation.mlNums',
    ])
    expect(messages({ ...question, kind: 'chat', mlNum: undefined })).toEqual(['lead.validation.chatId'])
    expect(messages({ ...question, kind: 'showing' })).toEqual(['lead.validation.kind'])
  })

  it('changes a lead only with something to change', () => {
    expect(leadUpdateSchema.safeParse({}).success).toBe(false)
    expect(leadUpdateSchema.parse({ note: '  ' })).toEqual({ note: null })
    expect(leadUpdateSchema.parse({ remindAt: null })).toEqual({ remindAt: null })
    expect(leadUpdateSchema.safeParse({ remindAt: '3 Dec' }).success).toBe(false)
  })

  it('writes its notices in the reader’s language and opens the lead', () => {
    const params = { leadId: 'l1', kind: 'ask', name: 'Mei Lin', address: '88 Harbour St' }
    expect(formatNotice('lead.received', params, 'en-GB')).toEqual({
      title: 'New lead: Mei Lin',
      body: 'Question about a home — 88 Harbour St',
    })
    expect(formatNotice('lead.received', params, 'zh-Hans-CN')).toEqual({
      title: '新线索：Mei Lin',
      body: '房源咨询：88 Harbour St',
    })
    expect(formatNotice('lead.reminder', { leadId: 'l1', kind: 'chat', name: 'Mei Lin' }, 'en-GB').body).toBe(
      'You asked to be reminded of this lead (From the assistant).',
    )
    expect(noticeLink('lead.received', params)).toBe('/pages/my/leads/lead?id=l1')
  })
})
