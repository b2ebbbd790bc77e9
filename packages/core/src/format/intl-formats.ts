/**
 * Intl formatters, made once per locale and options and reused: building one costs far more than formatting with
 * it, and a list of twenty cards formats a hundred numbers and dates.
 */
const numberFormats = new Map<string, Intl.NumberFormat>()
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>()
const pluralRules = new Map<string, Intl.PluralRules>()

function cached<T>(store: Map<string, T>, key: string, make: () => T): T {
  let value = store.get(key)
  if (value === undefined) {
    value = make()
    store.set(key, value)
  }
  return value
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached(numberFormats, `${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options))
}

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return cached(dateTimeFormats, `${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options))
}

export function pluralRulesOf(locale: string): Intl.PluralRules {
  return cached(pluralRules, locale, () => new Intl.PluralRules(locale))
}

/** A count of things as the language writes it: 1,536 in English and in Chinese (1,536 套房源). */
export function formatCount(count: number, locale: string): string {
  return numberFormat(locale, { maximumFractionDigits: 0 }).format(count)
}
