import { describe, expect, it } from 'vitest'
import { dollarsToCents } from './cents.ts'
import { convertCadToCny } from './cny.ts'
import { exchangeRateSchema } from './exchange-rate.schema.ts'
import { parseExchangeRate, toCnyPerCad } from './exchange-rate.ts'
import { FALLBACK_EXCHANGE_RATE } from './fallback-exchange-rate.ts'

describe('exchange rate', () => {
  it('reads a CNY-based answer and turns it into yuan to the dollar', () => {
    const rate = parseExchangeRate({ baseCurrency: 'CNY', date: '2026-11-20', rates: { CAD: 0.2, USD: 0.14 } })
    expect(rate).not.toBeNull()
    expect(toCnyPerCad(rate!)).toBe(5)
  })

  it.each([
    ['no answer', null],
    ['another base', { baseCurrency: 'USD', date: '2026-11-20', rates: { CAD: 1.4 } }],
    ['no Canadian dollar', { baseCurrency: 'CNY', date: '2026-11-20', rates: { USD: 0.14 } }],
    ['a zero rate', { baseCurrency: 'CNY', date: '2026-11-20', rates: { CAD: 0 } }],
    ['a rate as text', { baseCurrency: 'CNY', date: '2026-11-20', rates: { CAD: '0.2' } }],
    ['no date', { baseCurrency: 'CNY', rates: { CAD: 0.2 } }],
    ['a date that is not a day', { baseCurrency: 'CNY', date: '20/11/2026', rates: { CAD: 0.2 } }],
    [
      'a rate that is not finite',
      { baseCurrency: 'CNY', date: '2026-11-20', rates: { CAD: Number.POSITIVE_INFINITY } },
    ],
    ['a day not in the calendar', { baseCurrency: 'CNY', date: '2026-02-30', rates: { CAD: 0.2 } }],
    ['a list', [{ baseCurrency: 'CNY', date: '2026-11-20', rates: { CAD: 0.2 } }]],
  ])('refuses %s, as the api’s schema does', (_, data) => {
    expect(parseExchangeRate(data)).toBeNull()
    expect(exchangeRateSchema.safeParse(data).success).toBe(false)
  })

  it('reads what the api’s schema reads, and keeps only the contract’s fields', () => {
    const answer = { baseCurrency: 'CNY', date: '2024-02-29', rates: { CAD: 0.19, USD: 0.14 }, source: 'bank' }
    const schema = exchangeRateSchema.safeParse(answer)
    expect(schema.success).toBe(true)
    expect(parseExchangeRate(answer)).toEqual(schema.data)
  })

  it('bundles a dated Bank of Canada rate that passes its own schema', () => {
    expect(parseExchangeRate(FALLBACK_EXCHANGE_RATE)).toEqual(FALLBACK_EXCHANGE_RATE)
    expect(toCnyPerCad(FALLBACK_EXCHANGE_RATE)).toBeCloseTo(5.1099, 4)
    // $2,908.02 a month is about ¥14,860 at that rate.
    expect(convertCadToCny(dollarsToCents(2_908.02), toCnyPerCad(FALLBACK_EXCHANGE_RATE))).toBe(1_485_958)
  })
})
