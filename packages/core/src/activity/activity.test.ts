import { describe, expect, it } from 'vitest'
import { translator } from '../i18n/catalogue.ts'
import { formatNotice } from '../notices/notice.schema.ts'
import { parseOperationContent, periodStart, usageLogSchema } from './activity.schema.ts'
import { formatAlertReason, formatTimelineEntry } from './activity-words.ts'
import { alertsFor } from './alert-rules.ts'

const now = new Date('2026-11-28T12:00:00Z')
const day = 86_400_000

describe('usage logs', () => {
  it.each([
    ['open', { event: 'open', subject: null }],
    ['view:C1234567', { event: 'view', subject: 'C1234567' }],
    ['favourite:C1', { event: 'favourite', subject: 'C1' }],
    ['search:2 bed condo near UofT', { event: 'search', subject: '2 bed condo near UofT' }],
    ['open:now', null],
    ['view', null],
    ['view:<b>', null],
    ['dance:C1', null],
  ])('%s reads as %j', (content, parsed) => {
    expect(parseOperationContent(content)).toEqual(parsed)
  })

  it('needs the caller’s user id as a UUID and an app id as a UUID when given', () => {
    const userId = '0b9c1f3e-7d1a-4b8e-9a55-3f2e1d0c9b8a'
    expect(usageLogSchema.safeParse({ operationContent: 'open', userId }).success).toBe(true)
    expect(usageLogSchema.safeParse({ operationContent: 'open', userId: 'me' }).success).toBe(false)
    expect(usageLogSchema.safeParse({ operationContent: 'open', userId, appId: 'x' }).success).toBe(false)
  })

  it('rolls the periods back 7, 30, 91 and 365 days', () => {
    expect(
      ['WEEK', 'MONTH', 'QUARTER', 'YEAR'].map((p) => (now.getTime() - periodStart(p as 'WEEK', now).getTime()) / day),
    ).toEqual([7, 30, 91, 365])
  })
})

describe('alerts that say why', () => {
  const base = { subject: 'C1', viewsOfSubject: 1, previousAt: new Date(now.getTime() - day), now }
  it('alerts on the third view of the same home only', () => {
    expect(alertsFor({ ...base, event: 'view', viewsOfSubject: 2 })).toEqual([])
    expect(alertsFor({ ...base, event: 'view', viewsOfSubject: 3 })).toEqual([
      { reason: 'viewedThrice', subject: 'C1' },
    ])
    expect(alertsFor({ ...base, event: 'view', viewsOfSubject: 4 })).toEqual([])
  })

  it('alerts on a return after 14 days or more, once a day', () => {
    expect(
      alertsFor({ ...base, event: 'open', subject: null, previousAt: new Date(now.getTime() - 13.9 * day) }),
    ).toEqual([])
    expect(
      alertsFor({ ...base, event: 'open', subject: null, previousAt: new Date(now.getTime() - 14 * day) }),
    ).toEqual([{ reason: 'returned', subject: '2026-11-28' }])
    expect(alertsFor({ ...base, event: 'open', subject: null, previousAt: null })).toEqual([])
  })

  it('alerts on a favourite and a booking', () => {
    expect(alertsFor({ ...base, event: 'favourite' })).toEqual([{ reason: 'favourited', subject: 'C1' }])
    expect(alertsFor({ ...base, event: 'book' })).toEqual([{ reason: 'booked', subject: 'C1' }])
    expect(alertsFor({ ...base, event: 'share' })).toEqual([])
  })

  it('puts the timeline and the alerts into words in both languages', () => {
    const entry = { id: 'l1', event: 'view' as const, subject: 'C1', address: '88 Harbour St', at: now.toISOString() }
    expect(formatTimelineEntry(entry, translator('en-GB'))).toBe('Viewed 88 Harbour St (C1)')
    expect(formatTimelineEntry(entry, translator('zh-Hans-CN'))).toBe('查看了 88 Harbour St（C1）')
    const search = { id: 'l2', event: 'search' as const, subject: 'condo', address: null, at: now.toISOString() }
    expect(formatTimelineEntry(search, translator('en-GB'))).toBe('Searched for “condo”')
    const alert = { reason: 'viewedThrice' as const, subject: 'C1', address: '88 Harbour St', at: now.toISOString() }
    expect(formatAlertReason(alert, translator('en-GB'), 'Mei Lin')).toBe(
      'Mei Lin viewed 88 Harbour St (C1) three times.',
    )
  })

  it('titles an alert notice by its reason and links it to the client', () => {
    const params = { reason: 'booked', client: 'Mei Lin', clientId: 'u1', subject: 'C1', address: '88 Harbour St' }
    expect(formatNotice('client.alert', params, 'en-GB')).toEqual({
      title: 'A client booked a showing',
      body: 'Mei Lin booked a showing of 88 Harbour St (C1).',
    })
    expect(formatNotice('client.alert', params, 'zh-Hans-CN').title).toBe('客户预约了看房')
  })
})
