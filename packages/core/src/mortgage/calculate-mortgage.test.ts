import { describe, expect, it } from 'vitest'
import { dollarsToCents } from '../money/cents.ts'
import { formatCnyTenThousands } from '../money/format-money.ts'
import { calculateMortgage, calculateMortgageCny } from './calculate-mortgage.ts'
import { type MortgageFormValues, mortgageInputSchema } from './mortgage-input.schema.ts'

const $ = dollarsToCents
const asOf = new Date('2026-11-22T12:00:00Z')
const calculate = (values: Partial<MortgageFormValues>) =>
  calculateMortgage(
    mortgageInputSchema.parse({
      price: 800_000,
      downPayment: 55_000,
      amortizationYears: 25,
      annualRatePercent: 5,
      location: 'toronto',
      ...values,
    }),
    { asOf },
  )

describe('calculateMortgage', () => {
  it('composes a Toronto purchase with the minimum down payment', () => {
    const r = calculate({})
    expect(r.compounding).toBe('semiAnnual')
    expect(r.insurance).toMatchObject({ status: 'required', premium: $(29_800), salesTax: $(2_384) })
    expect(r.loan).toBe($(774_800))
    expect(r.paymentPerPeriod).toBe(r.monthlyPayment)
    expect(r.schedule.totals.numberOfPayments).toBe(300)
    expect(r.totalPaid).toBe(r.loan + r.totalInterest)
    expect(r.closingCosts).toMatchObject({
      ontarioLandTransferTax: { tax: $(12_475), rebate: 0, payable: $(12_475) },
      torontoLandTransferTax: { tax: $(12_475), rebate: 0, payable: $(12_475) },
      bcPropertyTransferTax: null,
      landTransferTax: $(24_950),
      premiumSalesTax: $(2_384),
      total: $(27_334),
    })
    expect(r.cashToClose).toBe($(55_000 + 27_334))
    expect(r.stressTest.qualifyingRatePercent).toBe(7)
    expect(r.debtService).toBeNull()
  })

  it('gives a Toronto first-time buyer 30 years, the surcharge and both rebates', () => {
    const r = calculate({ firstTimeBuyer: true, amortizationYears: 30 })
    expect(r.insurance).toMatchObject({ premium: $(31_290), salesTax: $(2_503.2), longAmortizationSurcharge: true })
    expect(r.closingCosts).toMatchObject({ landTransferTaxRebates: $(8_475), landTransferTax: $(16_475) })
    expect(r.closingCosts.total).toBe($(16_475 + 2_503.2))
  })

  it('charges only Ontario tax elsewhere in Ontario', () => {
    const r = calculate({ location: 'otherOntario' })
    expect(r.closingCosts.torontoLandTransferTax).toBeNull()
    expect(r.closingCosts.landTransferTax).toBe($(12_475))
  })

  it('charges BC tax and no sales tax on the premium in Vancouver', () => {
    const r = calculate({ price: 700_000, downPayment: 45_000, location: 'vancouver', firstTimeBuyer: true })
    expect(r.insurance.premium).toBeGreaterThan(0)
    expect(r.insurance.salesTax).toBe(0)
    expect(r.closingCosts).toMatchObject({
      ontarioLandTransferTax: null,
      torontoLandTransferTax: null,
      bcPropertyTransferTax: { tax: $(12_000), rebate: $(8_000), payable: $(4_000), exemption: 'firstTimeBuyer' },
      total: $(4_000),
    })
  })

  it('needs no insurance at 20 % down', () => {
    const r = calculate({ downPayment: 160_000, amortizationYears: 30 })
    expect(r.insurance.status).toBe('notRequired')
    expect(r.loan).toBe($(640_000))
    expect(r.closingCosts.premiumSalesTax).toBe(0)
  })

  it('compounds a variable rate monthly unless told otherwise', () => {
    const variable = calculate({ downPayment: 160_000, rateType: 'variable' })
    const fixed = calculate({ downPayment: 160_000 })
    expect(variable.compounding).toBe('monthly')
    expect(variable.monthlyPayment).toBeGreaterThan(fixed.monthlyPayment)
    expect(calculate({ downPayment: 160_000, rateType: 'variable', compounding: 'semiAnnual' }).monthlyPayment).toBe(
      fixed.monthlyPayment,
    )
  })

  it('pays off sooner with accelerated payments', () => {
    const r = calculate({ frequency: 'acceleratedBiWeekly' })
    expect(r.paymentPerPeriod).toBe(Math.round(r.monthlyPayment / 2))
    expect(r.schedule.totals.payoffYears).toBeLessThan(22)
    expect(r.totalInterest).toBeLessThan(calculate({}).totalInterest)
  })

  it('works out GDS and TDS when an income is given', () => {
    const r = calculate({ grossAnnualIncome: 200_000, propertyTaxAnnual: 4_800, otherDebtPaymentsMonthly: 500 })
    expect(r.debtService).toMatchObject({ gdsPasses: true, tdsPasses: true })
    expect(r.debtService!.housingCostsMonthly).toBe(r.stressTest.qualifyingMonthlyPayment + $(400))
  })

  it('has nothing to repay when the down payment is the whole price', () => {
    const r = calculate({ downPayment: 800_000 })
    expect(r.loan).toBe(0)
    expect(r.paymentPerPeriod).toBe(0)
    expect(r.schedule.years).toHaveLength(0)
    expect(r.cashToClose).toBe($(800_000 + 24_950))
  })

  it('has no cost of owning without property taxes or maintenance', () => {
    expect(calculate({}).costOfOwning).toBeNull()
    expect(calculateMortgageCny(calculate({}), 5.2).costOfOwning).toBeNull()
  })

  it('adds the taxes and maintenance to the payments in a month for the cost of owning', () => {
    const reference = { price: 625_000, downPayment: 125_000, propertyTaxAnnual: 4_512.3, condoFeesMonthly: 650.45 }
    const monthly = calculate(reference)
    expect(monthly.costOfOwning).toEqual({
      mortgage: $(2_908.02),
      propertyTax: $(376.03),
      maintenance: $(650.45),
      total: $(3_934.5),
    })
    expect(calculateMortgageCny(monthly, 5.2).costOfOwning).toBe(Math.round(monthly.costOfOwning!.total * 5.2))
    expect(calculate({ ...reference, frequency: 'biWeekly' }).costOfOwning?.mortgage).toBe($(2_908.02))
    expect(calculate({ ...reference, frequency: 'acceleratedBiWeekly' }).costOfOwning).toMatchObject({
      mortgage: $(3_150.36),
      total: $(4_176.84),
    })
  })

  it('converts the headline amounts to yuan', () => {
    const r = calculate({})
    const cny = calculateMortgageCny(r, 5.2)
    expect(cny.price).toBe(416_000_000)
    expect(formatCnyTenThousands(cny.price, 'zh-Hans-CN')).toBe('416.0')
    expect(cny.closingCosts).toBe(Math.round(r.closingCosts.total * 5.2))
  })
})
