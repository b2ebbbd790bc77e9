import { z } from 'zod'
import { calculateCnyPerCad } from './cny.ts'

/**
 * The answer of GET /house/api/common/v1/exchangeRate?baseCurrency=CNY (spec §7, kept locally as
 * `exchange_rate_info`): how many units of each currency one yuan buys, and the day the rates are of.
 * With the yuan as the base, the Canadian dollar rate is a small number (0.1957 means 1 yuan = C$0.1957);
 * `toCnyPerCad` turns it into yuan to the dollar for `calculateMortgageCny`.
 */
export const EXCHANGE_RATE_BASE_CURRENCY = 'CNY'

export const exchangeRateSchema = z.object({
  baseCurrency: z.literal(EXCHANGE_RATE_BASE_CURRENCY),
  /** Calendar date of the rates, YYYY-MM-DD. */
  date: z.iso.date(),
  rates: z.object({ CAD: z.number().positive() }).catchall(z.number().positive()),
})

export type ExchangeRate = z.output<typeof exchangeRateSchema>

/** The rate in `data` (a server answer or a stored copy), or null when it is not one. */
export function parseExchangeRate(data: unknown): ExchangeRate | null {
  const parsed = exchangeRateSchema.safeParse(data)
  return parsed.success ? parsed.data : null
}

/** Yuan for one Canadian dollar. */
export function toCnyPerCad(rate: ExchangeRate): number {
  return calculateCnyPerCad(rate.rates.CAD)
}
