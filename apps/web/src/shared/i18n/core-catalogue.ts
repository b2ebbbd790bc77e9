import type { Locale, MessageKey, MessageParams, Messages, Translate } from '@maplenest/core'

/**
 * The browser's stand-in for core's i18n/catalogue.ts (swapped in by the web build, see vite.config.ts): the same
 * functions, over the catalogues this page has loaded instead of both languages bundled in. Core's formatting rules
 * call `translate`; a page then holds only the language it shows. The server render and the tests use core's own.
 */
const provided = new Map<Locale, Messages>()

/** A language's messages, once its catalogue has loaded (i18n.ts calls this beside i18next's bundle). */
export function provideMessages(locale: Locale, messages: Messages): void {
  provided.set(locale, messages)
}

export function isMessageKey(key: string): key is MessageKey {
  for (const messages of provided.values()) if (Object.hasOwn(messages, key)) return true
  return false
}

/** Fills `{{name}}` placeholders, the same syntax i18next uses in the web app. */
export function interpolate(template: string, params?: MessageParams): string {
  if (!params) return template
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  )
}

export function translate(locale: Locale, key: MessageKey, params?: MessageParams): string {
  const messages = provided.get(locale) ?? provided.get('en-GB') ?? provided.values().next().value
  return interpolate(messages?.[key] ?? key, params)
}

export function translator(locale: Locale): Translate {
  return (key, params) => translate(locale, key, params)
}
