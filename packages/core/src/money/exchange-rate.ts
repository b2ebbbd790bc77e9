import { calculateCnyPerCad } from './cny.ts'

/**
 * The answer of GET /house/api/common/v1/exchangeRate?baseCurrency=CNY (spec §7, kept locally as
 * `exchange_rate_info`): how many units of each currency one yuan buys, and the day the rates are of.
 * With the yuan as the base, the Canadian dollar rate is a small number (0.1957 means 1 yuan = C$0.1957);
 * `toCnyPerCad` turns it into yuan to the dollar for `calculateMortgageCny`.
 */
export const EXCHANGE_RATE_BASE_CURRENCY = 'CNY'

export type ExchangeRate = {
  baseCurrency: typeof EXCHANGE_RATE_BASE_CURRENCY
  /** Calendar date of the rates, YYYY-MM-DD. */
  date: string
  rates: { CAD: number; [currency: string]: number }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A YYYY-MM-DD day that exists in the calendar. */
function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false
  const day = new Date(`${text}T00:00:00Z`)
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text
}

/**
 * The rate in `data` (a server answer or a stored copy), or null when it is not one: a CNY base, a calendar day, and
 * a positive, finite Canadian dollar rate among rates that are all positive, finite numbers. Read without a schema
 * library, so a first screen that shows yuan carries none; exchangeRateSchema states the same contract for the api,
 * and the tests hold the two to the same answers.
 */
export function parseExchangeRate(data: unknown): ExchangeRate | null {
  if (!isRecord(data) || data.baseCurrency !== EXCHANGE_RATE_BASE_CURRENCY) return null
  if (typeof data.date !== 'string' || !isCalendarDate(data.date) || !isRecord(data.rates)) return null
  const rates: Record<string, number> = {}
  for (const [currency, rate] of Object.entries(data.rates)) {
    if (typeof rate !== 'number' || !Number.isFinite(rate) || rate <= 0) return null
    rates[currency] = rate
  }
  const cad = rates.CAD
  if (cad === undefined) return null
  return { baseCurrency: EXCHANGE_RATE_BASE_CURRENCY, date: data.date, rates: { ...rates, CAD: cad } }
}

/** Yuan for one Canadian dollar. */
export function toCnyPerCad(rate: ExchangeRate): number {
  return calculateCnyPerCad(rate.rates.CAD)
}
