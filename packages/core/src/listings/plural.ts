import { pluralRulesOf } from '../format/intl-formats.ts'
import type { MessageKey } from '../i18n/catalogue.ts'
import type { Locale } from '../i18n/locales.ts'

/** Message keys that come as an `_one` / `_other` pair. */
export type PluralBase = MessageKey extends infer K ? (K extends `${infer B}_other` ? B : never) : never

/**
 * The plural form of `base` for `count` in `locale`. The catalogues carry `_one` and `_other` only (English
 * needs both, Chinese one form); any other category the rules may name falls back to `_other`.
 */
export function toPluralKey(base: PluralBase, count: number, locale: Locale): MessageKey {
  const category = pluralRulesOf(locale).select(count)
  return `${base}_${category === 'one' ? 'one' : 'other'}` as MessageKey
}
