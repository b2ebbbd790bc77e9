import { describe, expect, it } from 'vitest'
import { dollarsToCents } from '../money/cents.ts'
import { calculateMonthlyCostOfOwning } from './cost-of-owning.ts'

const $ = dollarsToCents

describe('monthly cost of owning', () => {
  it('adds the mortgage, a twelfth of the taxes and the maintenance', () => {
    expect(
      calculateMonthlyCostOfOwning({
        monthlyMortgage: $(2_908.02),
        propertyTaxAnnual: $(4_512.3),
        maintenanceMonthly: $(650.45),
      }),
    ).toEqual({ mortgage: $(2_908.02), propertyTax: $(376.03), maintenance: $(650.45), total: $(3_934.5) })
  })

  it('rounds a twelfth of the taxes to the nearest cent', () => {
    expect(calculateMonthlyCostOfOwning({ monthlyMortgage: $(1), propertyTaxAnnual: $(100) })?.propertyTax).toBe(
      $(8.33),
    )
    expect(calculateMonthlyCostOfOwning({ monthlyMortgage: $(1), propertyTaxAnnual: $(0.06) })?.propertyTax).toBe(
      $(0.01),
    )
  })

  it('lists only the parts that are known', () => {
    expect(calculateMonthlyCostOfOwning({ monthlyMortgage: $(2_000), propertyTaxAnnual: $(6_000) })).toEqual({
      mortgage: $(2_000),
      propertyTax: $(500),
      maintenance: null,
      total: $(2_500),
    })
    expect(calculateMonthlyCostOfOwning({ monthlyMortgage: $(2_000), maintenanceMonthly: $(0) })).toEqual({
      mortgage: $(2_000),
      propertyTax: null,
      maintenance: $(0),
      total: $(2_000),
    })
  })

  it('is not worked out without taxes or maintenance', () => {
    expect(calculateMonthlyCostOfOwning({ monthlyMortgage: $(2_000) })).toBeNull()
  })
})
