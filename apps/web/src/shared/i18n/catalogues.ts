import type { Locale, Messages } from '@maplenest/core'

/**
 * Each language's catalogue is a chunk of its own, so a page downloads only the language it shows (the server
 * preloads it beside the entry); the other one comes only when the person switches.
 */
export function loadBrowserCatalogue(locale: Locale): Promise<Messages> {
  return locale === 'zh-Hans-CN'
    ? import('@maplenest/core/catalogues/zh-Hans-CN').then((m) => m.zhHansCN)
    : import('@maplenest/core/catalogues/en-GB').then((m) => m.enGB)
}
