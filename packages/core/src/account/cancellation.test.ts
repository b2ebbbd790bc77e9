import { describe, expect, it } from 'vitest'
import { RECORD_RETENTION_YEARS } from '../constants.ts'
import { translate } from '../i18n/catalogue.ts'
import { calculatePurgeCutoff, calculatePurgeDate, cancelAccountSchema } from './cancellation.ts'

const issue = (body: unknown) => cancelAccountSchema.safeParse(body).error?.issues[0]

describe('cancel account request', () => {
  it.each([
    [{ reason: 1, agreed: true }, 1],
    [{ reason: 2, agreed: true }, 2],
    [{ reason: 3, agreed: true }, 1],
    [{ reason: 99, note: 'moving abroad', agreed: true }, 99],
  ])('accepts %j as reason %i', (body, reason) => {
    expect(cancelAccountSchema.parse(body).reason).toBe(reason)
  })

  it.each([
    [{ agreed: true }, 'reason', 'account.validation.reasonRequired'],
    [{ reason: 4, agreed: true }, 'reason', 'account.validation.reasonRequired'],
    [{ reason: 99, agreed: true }, 'note', 'account.validation.noteRequired'],
    [{ reason: 99, note: '   ', agreed: true }, 'note', 'account.validation.noteRequired'],
    [{ reason: 1, agreed: false }, 'agreed', 'account.error.notAgreed'],
    [{ reason: 1 }, 'agreed', 'account.error.notAgreed'],
  ])('refuses %j on %s', (body, field, message) => {
    expect(issue(body)).toMatchObject({ path: [field], message })
  })

  it('says "Not agreed to cancellation" in both languages, as the spec words it', () => {
    expect(translate('en-GB', 'account.error.notAgreed')).toBe('Not agreed to cancellation')
    expect(translate('zh-Hans-CN', 'account.error.notAgreed')).toBe('未同意注销')
  })

  it('keeps the records RECORD_RETENTION_YEARS', () => {
    const at = new Date('2026-11-24T10:00:00Z')
    expect(RECORD_RETENTION_YEARS).toBe(3)
    expect(calculatePurgeDate(at).toISOString()).toBe('2029-11-24T10:00:00.000Z')
    expect(calculatePurgeCutoff(new Date('2029-11-24T10:00:00Z')).toISOString()).toBe(at.toISOString())
  })
})
