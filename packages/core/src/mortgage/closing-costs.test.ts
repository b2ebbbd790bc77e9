import { describe, expect, it } from 'vitest'
import { dollarsToCents } from '../money/cents.ts'
import { calculateClosingCosts } from './closing-costs.ts'

const $ = dollarsToCents
const registrationDate = new Date('2026-11-22T12:00:00Z')

describe('closing costs', () => {
  it.each([
    ['toronto', false, false, 24_950, 0],
    ['toronto', true, false, 16_475, 8_475],
    ['otherOntario', true, false, 8_475, 4_000],
    ['vancouver', false, false, 14_000, 0],
    ['otherBritishColumbia', false, true, 0, 14_000],
  ] as const)(
    'in %s (first-time %s, new build %s) on $800,000: $%d of land transfer tax after $%d of relief',
    (location, firstTimeBuyer, newBuild, payable, relief) => {
      const costs = calculateClosingCosts({
        price: $(800_000),
        location,
        firstTimeBuyer,
        newBuild,
        premiumSalesTax: $(2_384),
        registrationDate,
      })
      expect(costs.landTransferTax).toBe($(payable))
      expect(costs.landTransferTaxRebates).toBe($(relief))
      expect(costs.landTransferTaxBeforeRebates).toBe($(payable + relief))
      expect(costs.total).toBe($(payable + 2_384))
    },
  )
})
