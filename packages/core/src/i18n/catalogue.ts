import { enGB } from './en-GB/index.ts'
import type { Locale } from './locales.ts'
import { zhHansCN } from './zh-Hans-CN/index.ts'

export type MessageKey = keyof typeof enGB
export type Messages = Record<MessageKey, string>
export type MessageParams = Record<string, string | number>
export type Translate = (key: MessageKey, params?: MessageParams) => string

/** Every visible string of the product, by locale. The zh-Hans-CN side is typed against en-GB, so a missing key fails typecheck. */
export const CATALOGUES: Record<Locale, Messages> = { 'en-GB': enGB, 'zh-Hans-CN': zhHansCN }

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(enGB, key)
}

/** Fills `{{name}}` placeholders, the same syntax i18next uses in the web app. */
export function interpolate(template: string, params?: MessageParams): string {
  if (!params) return template
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  )
}

export function translate(locale: Locale, key: MessageKey, params?: MessageParams): string {
  return interpolate(CATALOGUES[locale][key] ?? CATALOGUES['en-GB'][key] ?? key, params)
}

export function translator(locale: Locale): Translate {
  return (key, params) => translate(locale, key, params)
}
