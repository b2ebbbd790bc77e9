import { describe, expect, it } from 'vitest'
import { contractFormSchema } from './contract.schema.ts'
import { ONTARIO_TERMS } from './contract-fixtures.ts'
import { leaseTermsOf, rentDueDayParam } from './lease-terms.ts'

const base = {
  tenant: 'tenant@example.ca',
  address: '1205 - 88 Harbour St, Toronto, ON',
  uploadDate: '2026-09-01',
  endDate: '2027-08-31',
}

const issuesOf = (input: Record<string, string>) => {
  const parsed = contractFormSchema.safeParse(input)
  return parsed.success ? [] : parsed.error.issues.map((i) => [String(i.path[0]), i.message])
}

describe('the standard lease terms on the issue form', () => {
  it('refuses an Ontario lease without the terms form 2229E cannot go without, each beside its field', () => {
    expect(issuesOf({ ...base, province: 'ON' })).toEqual([
      ['termType', 'contract.validation.termType'],
      ['rentDueDay', 'contract.validation.rentDueDay'],
      ['noticeAddress', 'contract.validation.noticeAddress'],
      ['electricityPaidBy', 'contract.validation.payer'],
      ['heatPaidBy', 'contract.validation.payer'],
      ['waterPaidBy', 'contract.validation.payer'],
    ])
  })

  it('takes a British Columbia lease without them, and an Ontario one with them', () => {
    expect(issuesOf({ ...base, province: 'BC' })).toEqual([])
    expect(issuesOf({ ...base, province: 'ON', ...ONTARIO_TERMS })).toEqual([])
  })

  it('refuses a rent day outside 1–31, more than ten parking spaces and unknown choices', () => {
    const on = { ...base, province: 'ON', ...ONTARIO_TERMS }
    expect(issuesOf({ ...on, rentDueDay: '32' })).toEqual([['rentDueDay', 'contract.validation.rentDueDay']])
    expect(issuesOf({ ...on, rentDueDay: '0' })).toEqual([['rentDueDay', 'contract.validation.rentDueDay']])
    expect(issuesOf({ ...on, rentDueDay: '1.5' })).toEqual([['rentDueDay', 'contract.validation.rentDueDay']])
    expect(issuesOf({ ...on, parkingSpaces: '11' })).toEqual([['parkingSpaces', 'contract.validation.parkingSpaces']])
    expect(issuesOf({ ...on, heatPaidBy: 'agent' })).toEqual([['heatPaidBy', 'contract.validation.payer']])
    expect(issuesOf({ ...on, laundry: 'free' })).toEqual([['laundry', 'contract.validation.service']])
    expect(issuesOf({ ...on, noticesByEmail: 'maybe' })).toEqual([
      ['noticesByEmail', 'contract.validation.noticesByEmail'],
    ])
  })

  it('keeps the terms as the contract carries them, null where none was given', () => {
    const parsed = contractFormSchema.parse({
      ...base,
      province: 'ON',
      ...ONTARIO_TERMS,
      parkingSpaces: '0',
      laundry: 'extra',
      noticesByEmail: 'yes',
    })
    expect(leaseTermsOf(parsed)).toEqual({
      termType: 'fixed',
      rentDueDay: 1,
      rentPayableTo: null,
      parkingSpaces: 0,
      electricityPaidBy: 'tenant',
      heatPaidBy: 'landlord',
      waterPaidBy: 'landlord',
      gas: null,
      airConditioning: null,
      extraStorage: null,
      laundry: 'extra',
      guestParking: null,
      noticeAddress: '100 King St W, Toronto, ON M5X 1C9',
      noticesByEmail: true,
    })
  })
})

describe('the rent day in words', () => {
  it('writes English ordinals and the bare number for Chinese', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 31].map((d) => rentDueDayParam(d, 'en-GB'))).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '31st',
    ])
    expect(rentDueDayParam(1, 'zh-Hans-CN')).toBe('1')
  })
})
