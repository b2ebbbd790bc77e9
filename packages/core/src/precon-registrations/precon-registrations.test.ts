import { describe, expect, it } from 'vitest'
import { translate } from '../i18n/catalogue.ts'
import { formatNotice, noticeLink } from '../notices/notice.schema.ts'
import {
  checkPreconVisitTime,
  PRECON_REGISTRATION_CONSENT_KEY,
  preconFactChanges,
  preconRegistrationCreateSchema,
} from './index.ts'

const base = { kind: 'updates', projectId: 'the-grand', name: 'Mei Chen', email: 'mei@example.ca', consent: true }
const issues = (input: Record<string, unknown>) => {
  const parsed = preconRegistrationCreateSchema.safeParse(input)
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}:${i.message}`)
}

describe('a pre-construction registration’s form', () => {
  it('takes a name, an e-mail or a phone, and the consent', () => {
    expect(issues(base)).toEqual([])
    expect(issues({ ...base, email: undefined, phone: '416 555 0199' })).toEqual([])
    expect(issues({ ...base, email: '' })).toEqual(['email:preconRegistration.validation.contactRequired'])
    expect(issues({ ...base, consent: false })).toEqual(['consent:preconRegistration.validation.consent'])
    expect(issues({ ...base, name: '  ' })).toEqual(['name:preconRegistration.validation.nameRequired'])
    expect(issues({ ...base, phone: '12' })).toEqual(['phone:auth.validation.phoneFormat'])
  })

  it('asks a question with a message and a visit with a preferred time, each only there', () => {
    expect(issues({ ...base, kind: 'ask' })).toEqual(['message:preconRegistration.validation.messageRequired'])
    expect(issues({ ...base, kind: 'ask', message: 'Parking?' })).toEqual([])
    expect(issues({ ...base, message: 'Parking?' })).toEqual(['message:preconRegistration.validation.messageOnlyAsk'])
    expect(issues({ ...base, kind: 'visit' })).toEqual(['preferredTime:preconRegistration.validation.timeRequired'])
    expect(issues({ ...base, kind: 'visit', preferredTime: '2026-11-05T14:00:00-05:00' })).toEqual([])
    expect(issues({ ...base, preferredTime: '2026-11-05T14:00:00-05:00' })).toEqual([
      'preferredTime:preconRegistration.validation.timeOnlyVisit',
    ])
    expect(issues({ ...base, kind: 'visit', preferredTime: 'tomorrow' })).toEqual([
      'preferredTime:preconRegistration.validation.timeFormat',
    ])
  })

  it('refuses fields it does not know', () => {
    expect(issues({ ...base, discount: 5 }).length).toBeGreaterThan(0)
  })
})

describe('a preferred visit time', () => {
  const now = new Date('2026-11-01T12:00:00Z')
  it('is after now, within 90 days, between 10:00 and 18:00 on the city’s clock', () => {
    expect(checkPreconVisitTime(new Date('2026-11-05T14:00:00-05:00'), 'toronto', now)).toBeNull()
    expect(checkPreconVisitTime(new Date('2026-10-30T14:00:00-04:00'), 'toronto', now)).toBe(
      'preconRegistration.validation.past',
    )
    expect(checkPreconVisitTime(new Date('2027-03-01T14:00:00-05:00'), 'toronto', now)).toBe(
      'preconRegistration.validation.tooFar',
    )
    expect(checkPreconVisitTime(new Date('2026-11-05T09:30:00-05:00'), 'toronto', now)).toBe(
      'preconRegistration.validation.hoursToronto',
    )
    // 10:00 in Toronto is 07:00 in Vancouver
    expect(checkPreconVisitTime(new Date('2026-11-05T10:00:00-05:00'), 'vancouver', now)).toBe(
      'preconRegistration.validation.hoursVancouver',
    )
    expect(checkPreconVisitTime(new Date('2026-11-05T18:00:00-08:00'), 'vancouver', now)).toBeNull()
  })
})

describe('what a registrant is told of', () => {
  const told = { minPrice: 600_000, maxPrice: 1_200_000, occupancyYear: 2028, occupancyQuarter: 3 }
  it('names each change once: the price range, the occupancy, or none', () => {
    expect(preconFactChanges(told, told)).toEqual([])
    expect(preconFactChanges(told, { ...told, maxPrice: 1_250_000 }).map((c) => c.kind)).toEqual([
      'preconRegistration.priceChanged',
    ])
    expect(preconFactChanges(told, { ...told, minPrice: 580_000, occupancyQuarter: 4 }).map((c) => c.kind)).toEqual([
      'preconRegistration.priceChanged',
      'preconRegistration.occupancyChanged',
    ])
  })

  it('reads the notices in the reader’s language, and opens the project or the list', () => {
    const [price] = preconFactChanges(told, { ...told, minPrice: 580_000 })
    const params = { project: 'The Grand', projectId: 'the-grand', ...price!.params }
    expect(formatNotice('preconRegistration.priceChanged', params, 'en-GB')).toEqual({
      title: 'The Grand: prices changed',
      body: 'Now $580,000 – $1,200,000 (was $600,000 – $1,200,000).',
    })
    expect(formatNotice('preconRegistration.priceChanged', params, 'zh-Hans-CN').title).toBe('The Grand：价格有变')
    const [occupancy] = preconFactChanges(told, { ...told, occupancyYear: 2029, occupancyQuarter: 1 })
    expect(
      formatNotice('preconRegistration.occupancyChanged', { project: 'The Grand', ...occupancy!.params }, 'en-GB').body,
    ).toBe('Occupancy is now Q1 2029 (was Q3 2028).')
    expect(noticeLink('preconRegistration.priceChanged', params)).toBe(
      '/pages/precons/precons-detail?preconsId=the-grand',
    )
    expect(noticeLink('preconRegistration.contacted', params)).toBe(
      '/pages/my/precon-registrations/precon-registrations',
    )
  })

  it('keeps the consent’s words in both languages', () => {
    expect(translate('en-GB', PRECON_REGISTRATION_CONSENT_KEY)).toMatch(/^I agree that MapleNest/)
    expect(translate('zh-Hans-CN', PRECON_REGISTRATION_CONSENT_KEY)).toMatch(/^我同意 MapleNest/)
  })
})
