import { describe, expect, it } from 'vitest'
import { translate } from '../i18n/catalogue.ts'
import { agentApplicationSchema, agentSearchQuerySchema } from './agent.schema.ts'
import { detectPhotoType } from './photo-type.ts'

const valid = {
  name: 'Grace Liu',
  practiceName: 'Grace Liu PREC',
  email: 'grace@example.com',
  appointmentStart: '09:00',
  appointmentEnd: '18:00',
  location: 'Richmond, BC',
  languages: ['english', 'mandarin'],
}

const firstIssue = (input: object) => {
  const r = agentApplicationSchema.safeParse({ ...valid, ...input })
  if (r.success) throw new Error('expected a failure')
  return { field: String(r.error.issues[0]?.path[0]), key: r.error.issues[0]?.message }
}

describe('agent application schema', () => {
  it('accepts a complete form and splits comma-separated languages', () => {
    expect(agentApplicationSchema.parse(valid).languages).toEqual(['english', 'mandarin'])
    expect(agentApplicationSchema.parse({ ...valid, languages: 'cantonese,english' }).languages).toEqual([
      'cantonese',
      'english',
    ])
  })

  it.each([
    [{ name: '' }, 'name', 'agent.validation.nameRequired'],
    [{ name: 'A' }, 'name', 'agent.validation.nameLength'],
    [{ name: 'x'.repeat(51) }, 'name', 'agent.validation.nameLength'],
    [{ practiceName: ' ' }, 'practiceName', 'agent.validation.practiceNameRequired'],
    [{ email: 'not-an-email' }, 'email', 'agent.validation.emailInvalid'],
    [{ appointmentStart: '' }, 'appointmentStart', 'agent.validation.startRequired'],
    [{ appointmentEnd: '25:00' }, 'appointmentEnd', 'agent.validation.timeFormat'],
    [{ appointmentStart: '18:00', appointmentEnd: '09:00' }, 'appointmentEnd', 'agent.validation.timeOrder'],
    [{ appointmentStart: '09:00', appointmentEnd: '09:00' }, 'appointmentEnd', 'agent.validation.timeOrder'],
    [{ location: '' }, 'location', 'agent.validation.locationRequired'],
    [{ languages: [] }, 'languages', 'agent.validation.languagesRequired'],
    [{ languages: '' }, 'languages', 'agent.validation.languagesRequired'],
    [{ languages: ['klingon'] }, 'languages', 'agent.validation.languageUnknown'],
  ])('%j → %s: %s', (input, field, key) => {
    expect(firstIssue(input)).toEqual({ field, key })
  })

  it('has every message in both languages', () => {
    expect(translate('en-GB', 'agent.validation.timeOrder')).toBe('The start time must be before the end time')
    expect(translate('zh-Hans-CN', 'agent.validation.timeOrder')).toBe('开始时间必须早于结束时间')
  })
})

describe('agent search query', () => {
  it('sorts by transactions by default and refuses other sorts', () => {
    expect(agentSearchQuerySchema.parse({}).sort).toBe('transactionsCount')
    expect(agentSearchQuerySchema.safeParse({ sort: 'price' }).success).toBe(false)
    expect(agentSearchQuerySchema.safeParse({ language: 'klingon' }).success).toBe(false)
  })
})

describe('photo type by content', () => {
  it('reads JPEG, PNG and WebP signatures and nothing else', () => {
    expect(detectPhotoType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0]))).toBe('image/jpeg')
    expect(detectPhotoType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png')
    const webp = new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 ')
    expect(detectPhotoType(webp)).toBe('image/webp')
    expect(detectPhotoType(new TextEncoder().encode('hello, I am text'))).toBeNull()
    expect(detectPhotoType(new TextEncoder().encode('GIF89a'))).toBeNull()
    expect(detectPhotoType(new Uint8Array([]))).toBeNull()
  })
})
