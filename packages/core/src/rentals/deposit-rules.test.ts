import { describe, expect, it } from 'vitest'
import {
  checkDemandDeposit,
  DEPOSIT_RULES,
  depositOfferMonths,
  depositOffers,
  explainPrepay,
  maxDeposits,
  prepayNeedsExplaining,
  provinceOf,
} from './deposit-rules.ts'
import { detectPrepayMonths } from './prepay-text.ts'

describe('deposits a landlord may ask for', () => {
  it.each([
    ['ON', 2400, false, { rentDeposit: 240000, securityDeposit: 0, petDeposit: 0, total: 240000 }],
    ['ON', 2400, true, { rentDeposit: 240000, securityDeposit: 0, petDeposit: 0, total: 240000 }],
    ['BC', 2400, false, { rentDeposit: 0, securityDeposit: 120000, petDeposit: 0, total: 120000 }],
    ['BC', 2400, true, { rentDeposit: 0, securityDeposit: 120000, petDeposit: 120000, total: 240000 }],
    // half of an odd rent is rounded down: the maximum is never above half
    ['BC', 2455, true, { rentDeposit: 0, securityDeposit: 122750, petDeposit: 122750, total: 245500 }],
    ['BC', 2455.01, false, { rentDeposit: 0, securityDeposit: 122750, petDeposit: 0, total: 122750 }],
  ] as const)('%s, rent $%s, pets %s', (province, rent, pets, expected) => {
    expect(maxDeposits(province, rent, pets)).toEqual(expected)
  })

  it('cites a source and the day it was checked for every rule', () => {
    for (const rules of Object.values(DEPOSIT_RULES)) {
      for (const r of rules) {
        expect(r.source).toMatch(/^https:\/\//)
        expect(r.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      }
    }
    expect(provinceOf('toronto')).toBe('ON')
    expect(provinceOf('vancouver')).toBe('BC')
  })
})

describe('paying months ahead', () => {
  it.each([
    ['ON', 0, false],
    ['ON', 1, false],
    ['ON', 2, true],
    ['ON', 12, true],
    ['BC', 0, false],
    ['BC', 1, true],
    ['BC', 6, true],
  ] as const)('%s, %i months: explained %s', (province, months, expected) => {
    expect(prepayNeedsExplaining(province, months)).toBe(expected)
    expect(explainPrepay(province, months) !== null).toBe(expected)
  })

  it('explains what is lawful, what may be offered and how to stay safe', () => {
    const on = explainPrepay('ON', 12)
    expect(on?.lawful.map((r) => r.key)).toContain('rental.rules.on.rentDeposit')
    expect(on?.voluntary.map((r) => r.key)).toEqual(['rental.prepay.on.voluntary'])
    expect(on?.safeguards.map((r) => r.key)).toContain('rental.prepay.safeguards')
    expect(explainPrepay('BC', 6)?.lawful.map((r) => r.key)).toContain('rental.rules.bc.deposits')
    expect(explainPrepay('ON', null)).toBeNull()
  })

  it.each([
    ['prepay 12 months', 12],
    ['I can prepay 6 months if needed', 6],
    ['Happy to pay 12 months upfront', 12],
    ['we could pay six months in advance', 6],
    ['can pay a full year up front', 12],
    ['pay half a year ahead', 6],
    ['Pre-paid 3 months', 3],
    ['预付12个月', 12],
    ['可以一次性付半年房租', 6],
    ['可以预付一年', 12],
    ['愿意提前付十二个月', 12],
    ['可预付两个月', 2],
    ['Looking for a quiet room near campus', null],
    ['Budget 2000 a month, can pay on the first', null],
    ['I will stay 12 months', null],
    ['租 12 个月', null],
    ['', null],
    [null, null],
  ])('%s → %s', (text, months) => {
    expect(detectPrepayMonths(text)).toBe(months)
  })
})

describe('the deposit a student may offer in the demand form', () => {
  it.each([
    ['ON', false, ['none', 'rentDeposit']],
    ['ON', true, ['none', 'rentDeposit']],
    ['BC', false, ['none', 'securityDeposit']],
    ['BC', true, ['none', 'securityDeposit', 'securityAndPetDeposit']],
  ] as const)('in %s, pets %s, offers only what a landlord may ask for', (province, pets, offers) => {
    expect(depositOffers(province, pets)).toEqual(offers)
    for (const offer of offers) expect(checkDemandDeposit(province, { deposit: offer, pets })).toBeNull()
  })

  it('never offers more than the lawful maximum', () => {
    for (const province of ['ON', 'BC'] as const) {
      const most = maxDeposits(province, 1000, true).total / 100_000
      for (const offer of depositOffers(province, true)) expect(depositOfferMonths(offer)).toBeLessThanOrEqual(most)
    }
    expect(depositOfferMonths('rentDeposit')).toBe(1)
    expect(depositOfferMonths('securityDeposit')).toBe(0.5)
    expect(depositOfferMonths('securityAndPetDeposit')).toBe(1)
  })

  it.each([
    ['ON', 'securityDeposit', false, 'rental.validation.deposit.on'],
    ['ON', 'securityAndPetDeposit', true, 'rental.validation.deposit.on'],
    ['BC', 'rentDeposit', false, 'rental.validation.deposit.bc'],
    ['BC', 'securityAndPetDeposit', false, 'rental.validation.deposit.bc'],
  ] as const)('in %s refuses %s (pets %s)', (province, deposit, pets, key) => {
    expect(checkDemandDeposit(province, { deposit, pets })).toBe(key)
  })

  it('takes no deposit, or none said, anywhere', () => {
    expect(checkDemandDeposit('ON', {})).toBeNull()
    expect(checkDemandDeposit('BC', { deposit: null })).toBeNull()
  })

  it('explains any month of rent prepaid beyond the deposit, in both provinces', () => {
    expect(explainPrepay('ON', 1)).toBeNull()
    expect(explainPrepay('ON', 1, { beyondDeposit: true })?.voluntary[0]?.key).toBe('rental.prepay.on.voluntary')
    expect(explainPrepay('BC', 1, { beyondDeposit: true })?.voluntary[0]?.key).toBe('rental.prepay.bc.voluntary')
    expect(explainPrepay('BC', 0, { beyondDeposit: true })).toBeNull()
  })
})
