import { describe, expect, it } from 'vitest'
import { isMessageKey, translate } from '../i18n/catalogue.ts'
import { CONTRACT_PDF_MAX_BYTES, contractFormSchema, contractUpdateSchema, isIsoDate } from './contract.schema.ts'
import { ONTARIO_TERMS } from './contract-fixtures.ts'

const form = {
  tenant: 'buyer@demo.maplenest.ca',
  address: '88 Harbour St, Toronto',
  province: 'ON',
  ...ONTARIO_TERMS,
  uploadDate: '2026-11-24',
  endDate: '2027-11-30',
}

const firstMessage = (r: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  r.success ? null : [String(r.error?.issues[0]?.path[0]), r.error?.issues[0]?.message]

describe('contract form', () => {
  it('takes the required fields and makes empty optional ones null', () => {
    const parsed = contractFormSchema.parse({ ...form, remarks: '  ', keyDeposit: '' })
    expect(parsed.remarks).toBeNull()
    expect(parsed.keyDeposit).toBeNull()
  })

  it.each([
    ['250', 25_000],
    ['99.5', 9_950],
    ['0.05', 5],
  ])('reads a key deposit of $%s as %i cents', (keyDeposit, cents) => {
    expect(contractFormSchema.parse({ ...form, keyDeposit }).keyDeposit).toBe(cents)
  })

  it.each([
    [{ tenant: '' }, 'tenant', 'contract.validation.tenantRequired'],
    [{ tenant: 'not a contact' }, 'tenant', 'contract.validation.tenant'],
    [{ tenant: '416-555-0101' }, null, null],
    [{ address: ' ' }, 'address', 'contract.validation.addressRequired'],
    [{ province: 'QC' }, 'province', 'contract.validation.province'],
    [{ endDate: '2027-02-30' }, 'endDate', 'contract.validation.endDate'],
    [{ endDate: '2026-11-24' }, 'endDate', 'contract.validation.datesOrder'],
    [{ uploadDate: 'yesterday' }, 'uploadDate', 'contract.validation.uploadDate'],
    [{ keyDeposit: '-5' }, 'keyDeposit', 'contract.validation.keyDeposit'],
    [{ keyDeposit: '20000' }, 'keyDeposit', 'contract.validation.keyDeposit'],
    [{ water: 'x'.repeat(201) }, 'water', 'contract.validation.textTooLong'],
    [{ remarks: 'x'.repeat(1001) }, 'remarks', 'contract.validation.remarksTooLong'],
  ])('%j → %s %s', (change, field, message) => {
    const result = contractFormSchema.safeParse({ ...form, ...change })
    expect(firstMessage(result)).toEqual(field === null ? null : [field, message])
    if (message) expect(isMessageKey(message)).toBe(true)
  })

  it('refuses fields it does not know', () => {
    expect(contractFormSchema.safeParse({ ...form, rent: '3000' }).success).toBe(false)
  })

  it('lets the agent change the dates or the remarks, one at least', () => {
    expect(contractUpdateSchema.safeParse({ endDate: '2028-01-31' }).success).toBe(true)
    expect(contractUpdateSchema.safeParse({ remarks: null }).success).toBe(true)
    expect(firstMessage(contractUpdateSchema.safeParse({}))).toEqual(['endDate', 'contract.validation.nothingToChange'])
    expect(contractUpdateSchema.safeParse({ tenant: 'x@y.ca' }).success).toBe(false)
  })

  it('knows real dates', () => {
    expect(isIsoDate('2028-02-29')).toBe(true)
    expect(isIsoDate('2027-02-29')).toBe(false)
  })

  it('keeps PDFs to 20 MB and says so as the spec words it, in both languages', () => {
    expect(CONTRACT_PDF_MAX_BYTES).toBe(20 * 1024 * 1024)
    expect(translate('en-GB', 'contract.empty')).toBe('No contracts yet')
    expect(translate('zh-Hans-CN', 'contract.empty')).toBe('暂无合同')
    expect(translate('en-GB', 'file.upload.failed')).toBe('The upload failed. Please try again.')
  })
})
