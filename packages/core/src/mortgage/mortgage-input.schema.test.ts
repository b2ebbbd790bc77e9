import { describe, expect, it } from 'vitest'
import { dollarsToCents } from '../money/cents.ts'
import { formatMortgageIssue, parseMortgageInput } from './parse-mortgage-input.ts'

const $ = dollarsToCents
const valid = { price: 800_000, downPayment: 55_000, amortizationYears: 25, annualRatePercent: 5, location: 'toronto' }

const issuesOf = (values: unknown) => {
  const parsed = parseMortgageInput(values)
  if (parsed.success) throw new Error('expected issues')
  return parsed.issues
}

describe('mortgage input', () => {
  it('reads typed text, applies defaults and returns cents', () => {
    const parsed = parseMortgageInput({
      price: '$800,000',
      downPayment: ' 55,000.50 ',
      amortizationYears: '25',
      annualRatePercent: '4.79%',
      location: 'vancouver',
      heatingMonthly: '',
    })
    expect(parsed).toEqual({
      success: true,
      input: {
        price: $(800_000),
        downPayment: $(55_000.5),
        amortizationYears: 25,
        annualRatePercent: 4.79,
        rateType: 'fixed',
        frequency: 'monthly',
        location: 'vancouver',
        firstTimeBuyer: false,
        newBuild: false,
      },
    })
  })

  it.each([
    ['a zero rate', { annualRatePercent: 0 }],
    ['a 25 % rate', { annualRatePercent: 25 }],
    ['one year', { amortizationYears: 1 }],
    ['40 years at 20 % down', { downPayment: 160_000, amortizationYears: 40 }],
    ['30 years for a first-time buyer', { amortizationYears: 30, firstTimeBuyer: true }],
    ['30 years for a new build', { amortizationYears: 30, newBuild: true }],
    ['a down payment equal to the price', { downPayment: 800_000 }],
    ['exactly the minimum down payment', { price: 1_499_999, downPayment: 124_999.9 }],
    ['20 % down at $1,500,000', { price: 1_500_000, downPayment: 300_000 }],
    ['a variable rate compounded semi-annually', { rateType: 'variable', compounding: 'semiAnnual' }],
    ['every frequency', { frequency: 'acceleratedWeekly' }],
    ['income and debts', { grossAnnualIncome: '150,000', condoFeesMonthly: 450, otherDebtPaymentsMonthly: 0 }],
  ])('accepts %s', (_, patch) => {
    expect(parseMortgageInput({ ...valid, ...patch }).success).toBe(true)
  })

  it.each([
    ['price', '', 'mortgage.validation.priceEmpty'],
    ['price', undefined, 'mortgage.validation.priceEmpty'],
    ['price', null, 'mortgage.validation.priceEmpty'],
    ['price', 'a lot', 'mortgage.validation.priceInvalid'],
    ['price', 0, 'mortgage.validation.priceNotPositive'],
    ['price', -1, 'mortgage.validation.priceNotPositive'],
    ['price', 2_000_000_000, 'mortgage.validation.priceTooHigh'],
    ['price', Number.NaN, 'mortgage.validation.priceInvalid'],
    ['downPayment', '', 'mortgage.validation.downPaymentEmpty'],
    ['downPayment', '5k', 'mortgage.validation.downPaymentInvalid'],
    ['downPayment', -5, 'mortgage.validation.downPaymentNegative'],
    ['downPayment', 800_000.01, 'mortgage.validation.downPaymentAbovePrice'],
    ['amortizationYears', '', 'mortgage.validation.yearsEmpty'],
    ['amortizationYears', 25.5, 'mortgage.validation.yearsInvalid'],
    ['amortizationYears', 'long', 'mortgage.validation.yearsInvalid'],
    ['amortizationYears', 0, 'mortgage.validation.yearsOutOfRange'],
    ['amortizationYears', 41, 'mortgage.validation.yearsOutOfRange'],
    ['annualRatePercent', '', 'mortgage.validation.rateEmpty'],
    ['annualRatePercent', 'five', 'mortgage.validation.rateInvalid'],
    ['annualRatePercent', -0.01, 'mortgage.validation.rateOutOfRange'],
    ['annualRatePercent', 25.01, 'mortgage.validation.rateOutOfRange'],
    ['rateType', 'hybrid', 'mortgage.validation.rateTypeInvalid'],
    ['compounding', 'daily', 'mortgage.validation.compoundingInvalid'],
    ['frequency', 'daily', 'mortgage.validation.frequencyInvalid'],
    ['location', '', 'mortgage.validation.locationEmpty'],
    ['location', undefined, 'mortgage.validation.locationEmpty'],
    ['location', 'montreal', 'mortgage.validation.locationInvalid'],
    ['firstTimeBuyer', 'yes', 'mortgage.validation.choiceInvalid'],
    ['grossAnnualIncome', 0, 'mortgage.validation.incomeNotPositive'],
    ['grossAnnualIncome', 'plenty', 'mortgage.validation.amountInvalid'],
    ['heatingMonthly', -1, 'mortgage.validation.amountNegative'],
    ['otherDebtPaymentsMonthly', 1e10, 'mortgage.validation.amountTooHigh'],
  ])('rejects %s = %s with %s and gives no input', (field, value, message) => {
    const parsed = parseMortgageInput({ ...valid, [field]: value })
    expect(parsed.success).toBe(false)
    expect(parsed).not.toHaveProperty('input')
    expect(issuesOf({ ...valid, [field]: value })).toEqual([{ field, message }])
  })

  it.each([
    [800_000, 54_999.99, 5_500_000],
    [500_000, 24_000, 2_500_000],
    [1_499_999, 124_999.89, 12_499_990],
    [1_500_000, 299_999, 30_000_000],
  ])('at a price of $%d rejects $%d down, naming the minimum (%d cents)', (price, downPayment, minimum) => {
    expect(issuesOf({ ...valid, price, downPayment })).toEqual([
      {
        field: 'downPayment',
        message: 'mortgage.validation.downPaymentBelowMinimum',
        params: { amount: expect.any(String), amountCents: minimum },
      },
    ])
  })

  it('writes the minimum into the message in both languages', () => {
    const [issue] = issuesOf({ ...valid, downPayment: 40_000 })
    expect(formatMortgageIssue(issue!, 'en-GB')).toBe('The minimum down payment for this price is $55,000.00')
    expect(formatMortgageIssue(issue!, 'zh-Hans-CN')).toBe('该房价的最低首付为 $55,000.00')
  })

  it.each([
    [{ amortizationYears: 26 }, 25],
    [{ amortizationYears: 31, firstTimeBuyer: true }, 30],
    [{ amortizationYears: 35, newBuild: true }, 30],
  ])('limits an insured amortization (%o) to %d years', (patch, years) => {
    const issues = issuesOf({ ...valid, ...patch })
    expect(issues).toEqual([
      { field: 'amortizationYears', message: 'mortgage.validation.insuredAmortizationTooLong', params: { years } },
    ])
    expect(formatMortgageIssue(issues[0]!, 'en-GB')).toContain(`is ${years} years`)
  })

  it('gives each field its own message at once', () => {
    const issues = issuesOf({ price: '', downPayment: '', amortizationYears: 50, annualRatePercent: 30 })
    expect(issues.map((i) => [i.field, i.message])).toEqual([
      ['price', 'mortgage.validation.priceEmpty'],
      ['downPayment', 'mortgage.validation.downPaymentEmpty'],
      ['amortizationYears', 'mortgage.validation.yearsOutOfRange'],
      ['annualRatePercent', 'mortgage.validation.rateOutOfRange'],
      ['location', 'mortgage.validation.locationEmpty'],
    ])
  })

  it('checks the down payment against the price even while another field is wrong', () => {
    const issues = issuesOf({ ...valid, downPayment: 900_000, annualRatePercent: '' })
    expect(issues.map((i) => i.message)).toEqual([
      'mortgage.validation.rateEmpty',
      'mortgage.validation.downPaymentAbovePrice',
    ])
  })

  it.each([null, 'price=800000', 42, []])('rejects %o as a whole', (values) => {
    expect(issuesOf(values)).toEqual([{ field: '', message: 'mortgage.validation.formInvalid' }])
  })
})
