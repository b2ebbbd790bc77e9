import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { asCents, dollarsToCents } from '../money/cents.ts'
import { calculateOntarioLandTransferTax } from './land-transfer-tax-ontario.ts'

const $ = dollarsToCents
const tax = (price: number, firstTimeBuyer = false, singleFamilyResidences = true) =>
  calculateOntarioLandTransferTax({ price: $(price), firstTimeBuyer, singleFamilyResidences })

/** Reference §6.1. */
describe('Ontario land transfer tax', () => {
  it.each([
    [55_000, 275],
    [250_000, 2_225],
    [400_000, 4_475],
    [800_000, 12_475],
    [1_000_000, 16_475],
    [2_000_000, 36_475],
    [3_500_000, 73_975],
  ])('on $%d is $%d', (price, amount) => {
    expect(tax(price)).toEqual({ tax: $(amount), rebate: 0, payable: $(amount) })
  })

  it('follows 2 % × value − $3,525 between $400,000 and $2,000,000', () => {
    fc.assert(
      fc.property(fc.integer({ min: 400_000, max: 2_000_000 }), (price) => {
        expect(tax(price).tax).toBe($(0.02 * price - 3_525))
      }),
    )
  })

  it('charges 2.0 %, not 2.5 %, above $2,000,000 on land without single-family residences', () => {
    expect(tax(3_500_000, false, false).tax).toBe($(66_475))
  })

  it.each([
    [300_000, 2_975, 0],
    [368_333, 3_999.995, 0],
    [800_000, 4_000, 8_475],
    [1_000_000, 4_000, 12_475],
  ])('refunds first-time buyers on $%d: $%d back, $%d payable', (price, rebate, payable) => {
    const result = tax(price, true)
    expect(result.rebate).toBe($(rebate))
    expect(result.payable).toBe($(payable))
  })

  it('never goes negative and rises with the price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_000_000_000 }), fc.integer({ min: 0, max: 100_000_000 }), (p, step) => {
        const lower = calculateOntarioLandTransferTax({ price: asCents(p), firstTimeBuyer: true })
        const higher = calculateOntarioLandTransferTax({ price: asCents(p + step), firstTimeBuyer: true })
        expect(lower.payable).toBeGreaterThanOrEqual(0)
        expect(higher.tax).toBeGreaterThanOrEqual(lower.tax)
      }),
    )
  })
})
