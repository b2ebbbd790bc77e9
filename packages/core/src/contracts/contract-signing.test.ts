import { describe, expect, it } from 'vitest'
import { isMessageKey, translate } from '../i18n/catalogue.ts'
import { formatNotice } from '../notices/notice.schema.ts'
import { contractFormSchema } from './contract.schema.ts'
import { ONTARIO_TERMS } from './contract-fixtures.ts'
import {
  awaitedSigner,
  CONTRACT_SIGN_CONSENT_KEY,
  contractSignSchema,
  formatSignedAt,
  namesMatch,
  signerRoleOf,
  signingStatus,
} from './contract-signing.ts'

const firstMessage = (r: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  r.success ? null : [String(r.error?.issues[0]?.path[0]), r.error?.issues[0]?.message]

describe('signing a lease', () => {
  it('takes a typed name and a consent that is literally true', () => {
    expect(contractSignSchema.parse({ name: '  Daniel Wong ', agree: true })).toEqual({
      name: 'Daniel Wong',
      agree: true,
    })
  })

  it.each([
    [{ name: '', agree: true }, 'name', 'contract.validation.signName'],
    [{ name: '   ', agree: true }, 'name', 'contract.validation.signName'],
    [{ agree: true }, 'name', 'contract.validation.signName'],
    [{ name: 'x'.repeat(101), agree: true }, 'name', 'contract.validation.signNameTooLong'],
    [{ name: 'Daniel Wong', agree: false }, 'agree', 'contract.validation.signAgree'],
    [{ name: 'Daniel Wong', agree: 'true' }, 'agree', 'contract.validation.signAgree'],
    [{ name: 'Daniel Wong', agree: 1 }, 'agree', 'contract.validation.signAgree'],
    [{ name: 'Daniel Wong' }, 'agree', 'contract.validation.signAgree'],
    [{ name: 42, agree: true }, 'name', 'contract.validation.signName'],
  ])('%j → %s %s', (body, field, message) => {
    expect(firstMessage(contractSignSchema.safeParse(body))).toEqual([field, message])
    expect(isMessageKey(message)).toBe(true)
  })

  it('keeps a name of exactly 100 characters and refuses fields it does not know', () => {
    expect(contractSignSchema.safeParse({ name: 'x'.repeat(100), agree: true }).success).toBe(true)
    expect(contractSignSchema.safeParse({ name: 'A', agree: true, role: 'landlord' }).success).toBe(false)
  })

  it('matches a typed name to the account loosely', () => {
    expect(namesMatch('daniel  wong', 'Daniel Wong')).toBe(true)
    expect(namesMatch('Wong Daniel', 'Daniel Wong')).toBe(true)
    expect(namesMatch('Zoe Tremblay', 'Zoë Tremblay')).toBe(true)
    expect(namesMatch('王小明', '王 小明')).toBe(true)
    expect(namesMatch('Dan Wong', 'Daniel Wong')).toBe(false)
    expect(namesMatch('', 'Daniel Wong')).toBe(false)
  })

  it('signs for the landlord as the agent, and knows who is awaited', () => {
    expect(signerRoleOf('agent')).toBe('landlord')
    expect(signerRoleOf('tenant')).toBe('tenant')
    expect(signingStatus([])).toBe('unsigned')
    expect(signingStatus(['landlord'])).toBe('partly')
    expect(signingStatus(['landlord', 'tenant'])).toBe('signed')
    expect(awaitedSigner(['landlord'])).toBe('tenant')
    expect(awaitedSigner(['tenant'])).toBe('landlord')
    expect(awaitedSigner([])).toBeNull()
    expect(awaitedSigner(['tenant', 'landlord'])).toBeNull()
  })

  it('writes the time on the lease city’s clock', () => {
    const at = '2026-12-05T19:30:00.000Z'
    expect(formatSignedAt(at, 'en-GB', 'ON')).toBe('5 Dec 2026, 14:30')
    expect(formatSignedAt(at, 'en-GB', 'BC')).toBe('5 Dec 2026, 11:30')
    expect(formatSignedAt(at, 'zh-Hans-CN', 'ON')).toBe('2026年12月5日 14:30')
  })

  it('words the consent and the status in both languages', () => {
    expect(translate('en-GB', CONTRACT_SIGN_CONSENT_KEY)).toBe('I agree to sign this lease electronically')
    expect(translate('zh-Hans-CN', CONTRACT_SIGN_CONSENT_KEY)).toBe('我同意以电子方式签署这份租约')
    expect(translate('en-GB', 'contract.sign.status.waiting.landlord')).toBe("Waiting for the landlord's signature")
    expect(translate('en-GB', 'contract.sign.status.signed')).toBe('Signed by both')
  })

  it('tells the other side of a signature, and both of a finished lease', () => {
    const p = { contractId: 'c1', address: '88 Harbour St', endDate: '2027-01-23' }
    expect(formatNotice('contract.updated', { ...p, event: 'signed' }, 'en-GB').title).toBe(
      'Your lease has a new signature',
    )
    expect(formatNotice('contract.updated', { ...p, event: 'completed' }, 'zh-Hans-CN').title).toBe(
      '你的租约双方均已签署',
    )
  })
})

describe('rent on the contract form', () => {
  const form = {
    tenant: 'buyer@demo.maplenest.ca',
    address: '88 Harbour St, Toronto',
    province: 'ON',
    ...ONTARIO_TERMS,
    uploadDate: '2026-11-24',
    endDate: '2027-11-30',
  }

  it('reads the monthly rent and the rent deposit in dollars as cents; empty is none', () => {
    const parsed = contractFormSchema.parse({ ...form, monthlyRent: '2850', rentDeposit: '2850.50' })
    expect([parsed.monthlyRent, parsed.rentDeposit]).toEqual([285_000, 285_050])
    expect(contractFormSchema.parse({ ...form, monthlyRent: '' }).monthlyRent).toBeNull()
  })

  it.each([
    ['monthlyRent', '-1', 'contract.validation.monthlyRent'],
    ['monthlyRent', '100000.01', 'contract.validation.monthlyRent'],
    ['rentDeposit', 'a lot', 'contract.validation.rentDeposit'],
  ])('%s %s → %s', (field, value, message) => {
    expect(firstMessage(contractFormSchema.safeParse({ ...form, [field]: value }))).toEqual([field, message])
  })
})
