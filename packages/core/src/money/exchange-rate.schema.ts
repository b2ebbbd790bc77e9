import { z } from 'zod'
import { EXCHANGE_RATE_BASE_CURRENCY } from './exchange-rate.ts'

/**
 * The exchange rate's wire contract (the api's answer), the same rule parseExchangeRate reads by hand in the browser:
 * a CNY base, a calendar day, and positive rates with the Canadian dollar's among them.
 */
export const exchangeRateSchema = z.object({
  baseCurrency: z.literal(EXCHANGE_RATE_BASE_CURRENCY),
  /** Calendar date of the rates, YYYY-MM-DD. */
  date: z.iso.date(),
  rates: z.object({ CAD: z.number().positive() }).catchall(z.number().positive()),
})
