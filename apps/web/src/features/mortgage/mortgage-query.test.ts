import { parseMortgageInput } from '@maplenest/core'
import { describe, expect, it } from 'vitest'
import { hasOptionalValues, toMortgageFormState } from './mortgage-form-state.ts'
import { hasListingCosts, readMortgageQuery, toMortgageQuery } from './mortgage-query.ts'

const parse = (values: unknown) => {
  const parsed = parseMortgageInput(values)
  if (!parsed.success) throw new Error(JSON.stringify(parsed.issues))
  return parsed.input
}

describe('mortgage query', () => {
  it('writes every choice out and reads back the same input', () => {
    const input = parse({
      price: '1,250,000',
      downPayment: '250,000.50',
      amortizationYears: '30',
      annualRatePercent: '4.79',
      rateType: 'variable',
      frequency: 'acceleratedBiWeekly',
      location: 'otherBritishColumbia',
      firstTimeBuyer: true,
      grossAnnualIncome: '180000',
      condoFeesMonthly: '450',
    })
    const query = toMortgageQuery(input)
    expect(query.toString()).toBe(
      'price=1250000&down=250000.5&years=30&rate=4.79&rateType=variable&compounding=monthly&frequency=acceleratedBiWeekly' +
        '&location=otherBritishColumbia&firstTime=1&income=180000&condoFees=450',
    )
    expect(parse(readMortgageQuery(query))).toEqual({ ...input, compounding: 'monthly' })
  })

  it('reads a listing’s city as the location, and the location when both are given', () => {
    expect(readMortgageQuery(new URLSearchParams('price=999000&city=Vancouver'))).toEqual({
      price: '999000',
      location: 'vancouver',
    })
    expect(readMortgageQuery(new URLSearchParams('city=toronto&location=otherOntario')).location).toBe('otherOntario')
    expect(readMortgageQuery(new URLSearchParams('city=calgary')).location).toBeUndefined()
  })

  it('reads a listing’s taxes and maintenance as property tax and condo fees, and drops bad values', () => {
    const listing = new URLSearchParams('price=899000&city=toronto&taxes=4512.3&maintenance=650.45')
    expect(readMortgageQuery(listing)).toMatchObject({ propertyTaxAnnual: '4512.3', condoFeesMonthly: '650.45' })
    expect(hasListingCosts(listing)).toBe(true)
    const bad = new URLSearchParams('price=899000&taxes=lots&maintenance=-3')
    expect(readMortgageQuery(bad)).toEqual({ price: '899000' })
    expect(hasListingCosts(bad)).toBe(false)
    expect(readMortgageQuery(new URLSearchParams('taxes=4000&propertyTax=5000')).propertyTaxAnnual).toBe('5000')
  })

  it('reads yes/no parameters', () => {
    expect(readMortgageQuery(new URLSearchParams('firstTime=1&newBuild=0'))).toEqual({
      firstTimeBuyer: true,
      newBuild: false,
    })
    expect(readMortgageQuery(new URLSearchParams('newBuild=true')).newBuild).toBe(true)
  })
})

describe('mortgage form state', () => {
  it('starts from defaults a person can calculate at once', () => {
    const state = toMortgageFormState({}, 'en-GB')
    expect(state).toMatchObject({
      price: '800,000',
      downPayment: '160,000',
      amortizationYears: '25',
      rateType: 'fixed',
      compounding: 'semiAnnual',
      frequency: 'monthly',
      location: 'toronto',
      firstTimeBuyer: false,
    })
    expect(parseMortgageInput(state).success).toBe(true)
    expect(hasOptionalValues(state)).toBe(false)
  })

  it('proposes 20 % of a listing’s price and keeps a given down payment', () => {
    expect(toMortgageFormState({ price: '1299000' }, 'zh-Hans-CN')).toMatchObject({
      price: '1,299,000',
      downPayment: '259,800',
    })
    expect(toMortgageFormState({ price: '1299000', downPayment: '65000' }, 'en-GB').downPayment).toBe('65,000')
  })

  it('keeps text that is not a number for the form to point out, and ignores unknown choices', () => {
    const state = toMortgageFormState({ price: 'abc', frequency: 'daily', rateType: 'variable' }, 'en-GB')
    expect(state).toMatchObject({ price: 'abc', downPayment: '', frequency: 'monthly', compounding: 'monthly' })
  })

  it('opens the optional part when the query has an income', () => {
    expect(hasOptionalValues(toMortgageFormState({ grossAnnualIncome: '90000' }, 'en-GB'))).toBe(true)
  })
})
