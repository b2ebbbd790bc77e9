import { describe, expect, it } from 'vitest'
import { dollarsToCents } from '../money/cents.ts'
import { calculateOntarioLandTransferTax } from './land-transfer-tax-ontario.ts'
import { calculateTorontoLandTransferTax, toTorontoCalendarDate } from './land-transfer-tax-toronto.ts'

const $ = dollarsToCents
const AFTER = new Date('2026-11-22T17:00:00Z')
const BEFORE = new Date('2026-03-15T17:00:00Z')
const mltt = (price: number, registrationDate = AFTER, firstTimeBuyer = false, singleFamilyResidences = true) =>
  calculateTorontoLandTransferTax({ price: $(price), registrationDate, firstTimeBuyer, singleFamilyResidences })

/** Reference §6.2 (official City of Toronto rates; higher luxury bands from April 1, 2026). */
describe('Toronto municipal land transfer tax', () => {
  it.each([
    [800_000, 12_475],
    [1_000_000, 16_475],
    [2_000_000, 36_475],
    [3_000_000, 61_475],
    [3_500_000, 83_475],
    [4_000_000, 105_475],
    [5_000_000, 159_975],
    [10_000_000, 484_975],
    [20_000_000, 1_239_975],
    [25_000_000, 1_669_975],
  ])('on $%d from April 1, 2026 is $%d', (price, amount) => {
    expect(mltt(price).tax).toBe($(amount))
  })

  it.each([
    [3_500_000, 78_975],
    [4_000_000, 96_475],
    [25_000_000, 1_441_475],
  ])('on $%d from January 1, 2024 to March 31, 2026 is $%d', (price, amount) => {
    expect(mltt(price, BEFORE).tax).toBe($(amount))
  })

  it('switches schedules at midnight on April 1, 2026 in Toronto', () => {
    const lastOldInstant = new Date('2026-04-01T03:59:59Z')
    const firstNewInstant = new Date('2026-04-01T04:00:00Z')
    expect(toTorontoCalendarDate(lastOldInstant)).toBe('2026-03-31')
    expect(mltt(3_500_000, lastOldInstant).tax).toBe($(78_975))
    expect(mltt(3_500_000, firstNewInstant).tax).toBe($(83_475))
  })

  it('has no schedule before January 1, 2024', () => {
    expect(() => mltt(800_000, new Date('2023-06-01T12:00:00Z'))).toThrow(RangeError)
  })

  it('charges 2.0 % above $400,000 on land without single-family residences', () => {
    expect(mltt(3_500_000, AFTER, false, false).tax).toBe($(66_475))
  })

  it.each([
    [300_000, 2_975, 0],
    [800_000, 4_475, 8_000],
    [1_000_000, 4_475, 12_000],
  ])('rebates first-time buyers on $%d: $%d back, $%d payable', (price, rebate, payable) => {
    expect(mltt(price, AFTER, true)).toEqual({ tax: $(rebate + payable), rebate: $(rebate), payable: $(payable) })
  })

  it.each([
    [800_000, 24_950, 16_475],
    [1_000_000, 32_950, 24_475],
    [3_500_000, 157_450, 148_975],
  ])('with Ontario tax on $%d comes to $%d, or $%d for first-time buyers', (price, total, firstTimeTotal) => {
    const both = (firstTimeBuyer: boolean) =>
      calculateOntarioLandTransferTax({ price: $(price), firstTimeBuyer }).payable +
      mltt(price, AFTER, firstTimeBuyer).payable
    expect(both(false)).toBe($(total))
    expect(both(true)).toBe($(firstTimeTotal))
  })
})
