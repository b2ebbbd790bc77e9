import type { Locale, Messages } from '@maplenest/core'

/**
 * Each language's catalogue comes in two chunks of its own, so a page downloads only the language it shows: the
 * messages the first screens show (the chunk named after the language, which the server preloads beside the entry)
 * and the rest, which the app loads as it starts. The other language comes only when the person switches.
 */
export function loadBrowserCatalogue(locale: Locale): Promise<Partial<Messages>> {
  return locale === 'zh-Hans-CN'
    ? import('./parts/zh-Hans-CN.ts').then((m) => m.messages)
    : import('./parts/en-GB.ts').then((m) => m.messages)
}

/** The rest of a language's catalogue: the messages only later screens show. */
export function loadBrowserCatalogueLater(locale: Locale): Promise<Partial<Messages>> {
  return locale === 'zh-Hans-CN'
    ? import('./parts/zh-Hans-CN-later.ts').then((m) => m.messages)
    : import('./parts/en-GB-later.ts').then((m) => m.messages)
}
