import type { ExchangeRate } from './exchange-rate.ts'

/**
 * The rate shown when the server has none: the Bank of Canada daily average exchange rate for the Chinese
 * renminbi of December 30, 2025, the last business day of 2025, C$0.1957 for one yuan (series FXCNYCAD, group
 * FX_RATES_DAILY, bankofcanada.ca/valet/observations/FXCNYCAD), i.e. about 5.11 yuan to the dollar. Read from a
 * copy of the Valet data (github.com/littledot/bank-of-canada-exchange-rates, data/raw/boc_2025.raw.json); the
 * same copy gives USD/CAD 1.3693 that day, which agrees with a yuan at about 7.0 to the US dollar.
 * The screens print the date next to the yuan amounts, so replace rate and date together.
 */
export const FALLBACK_EXCHANGE_RATE: ExchangeRate = {
  baseCurrency: 'CNY',
  date: '2025-12-30',
  rates: { CAD: 0.1957 },
}
