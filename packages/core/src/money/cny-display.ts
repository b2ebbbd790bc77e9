import type { Locale } from '../i18n/locales.ts'

/**
 * How each language shows the yuan beside a Canadian price. Chinese readers count large sums in 万 and expect the
 * yuan by default; English readers count in millions and see the yuan only when they ask for it (Settings), written
 * "CN¥" so it is not taken for yen.
 */
export interface CnyDisplay {
  /** Whether the yuan show without the person choosing. */
  shownByDefault: boolean
  /**
   * A sale price's yuan: in ten-thousands (约 214.6 万元), or in compact figures (≈ CN¥2.15M) with the language's
   * letters for a million and a thousand (written, not left to the browser's data, which differs between browsers).
   */
  large: { style: 'tenThousands' } | { style: 'compact'; million: string; thousand: string }
  /** How the currency is named in a figure: ¥ where only yuan are meant, CN¥ where ¥ could be yen. */
  symbol: 'narrowSymbol' | 'symbol'
}

export const CNY_DISPLAY: Record<Locale, CnyDisplay> = {
  'en-GB': { shownByDefault: false, large: { style: 'compact', million: 'M', thousand: 'K' }, symbol: 'symbol' },
  'zh-Hans-CN': { shownByDefault: true, large: { style: 'tenThousands' }, symbol: 'narrowSymbol' },
}

/** Whether prices show their yuan: the person's own choice when they made one, else the language's default. */
export function showsCny(locale: Locale, choice: boolean | null | undefined): boolean {
  return choice ?? CNY_DISPLAY[locale].shownByDefault
}
