import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { asCents, dollarsToCents } from '../money/cents.ts'
import { calculateBcPropertyTransferTax } from './property-transfer-tax-bc.ts'

const $ = dollarsToCents
const ptt = (price: number, flags: { firstTimeBuyer?: boolean; newBuild?: boolean; residential?: boolean } = {}) =>
  calculateBcPropertyTransferTax({ price: $(price), firstTimeBuyer: false, newBuild: false, ...flags })

/** Reference §6.3 (official BC examples and exemptions for registrations from April 1, 2024). */
describe('BC property transfer tax', () => {
  it.each([
    [200_000, 2_000],
    [650_000, 11_000],
    [1_000_000, 18_000],
    [1_100_000, 20_000],
    [2_000_000, 38_000],
    [3_000_000, 68_000],
    [4_500_000, 143_000],
  ])('on $%d is $%d', (price, amount) => {
    expect(ptt(price)).toMatchObject({ tax: $(amount), rebate: 0, payable: $(amount), exemption: null })
  })

  it('leaves out the further 2 % above $3,000,000 when the property is not residential', () => {
    expect(ptt(4_500_000, { residential: false }).tax).toBe($(113_000))
  })

  it.each([
    [400_000, 6_000, 0],
    [500_000, 8_000, 0],
    [700_000, 8_000, 4_000],
    [835_000, 8_000, 6_700],
    [845_000, 4_800, 10_100],
    [860_000, 0, 15_200],
    [900_000, 0, 16_000],
  ])('first-time buyers on $%d: exemption $%d, $%d payable', (price, exemption, payable) => {
    const result = ptt(price, { firstTimeBuyer: true })
    expect(result.firstTimeBuyerExemption).toBe($(exemption))
    expect(result.payable).toBe($(payable))
    expect(result.exemption).toBe(exemption > 0 ? 'firstTimeBuyer' : null)
  })

  it.each([
    [800_000, 14_000, 0],
    [1_100_000, 20_000, 0],
    [1_125_000, 10_250, 10_250],
    [1_150_000, 0, 21_000],
  ])('newly built homes on $%d: exemption $%d, $%d payable', (price, exemption, payable) => {
    const result = ptt(price, { newBuild: true })
    expect(result.newBuildExemption).toBe($(exemption))
    expect(result.payable).toBe($(payable))
  })

  it('applies the larger exemption when a first-time buyer buys a newly built home', () => {
    expect(ptt(700_000, { firstTimeBuyer: true, newBuild: true })).toMatchObject({
      rebate: $(12_000),
      payable: 0,
      exemption: 'newBuild',
    })
  })

  it('never exempts more than the tax', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 500_000_000 }),
        fc.boolean(),
        fc.boolean(),
        (p, firstTimeBuyer, newBuild) => {
          const r = calculateBcPropertyTransferTax({ price: asCents(p), firstTimeBuyer, newBuild })
          expect(r.rebate).toBeLessThanOrEqual(r.tax)
          expect(r.payable).toBe(r.tax - r.rebate)
          expect(r.payable).toBeGreaterThanOrEqual(0)
        },
      ),
    )
  })
})
