import { CATALOGUES, DEFAULT_LOCALE, isLocale, LOCALES, type Locale, type Messages, parseLocale } from '@maplenest/core'
import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation'
    resources: { translation: Messages }
    keySeparator: false
    nsSeparator: false
  }
}

/** localStorage key of the locale the person chose (in Settings, or by opening a link with `language`). */
export const LANGUAGE_STORAGE_KEY = 'language'
/** localStorage flag of spec §1: '1' means the locale follows the device language. */
export const LANGUAGE_STATE_STORAGE_KEY = 'language_state'
/** Link parameter that picks the locale, e.g. `?language=zh-Hans-CN`. */
export const LANGUAGE_LINK_PARAM = 'language'

export interface InitialLocaleInput {
  /** `location.search`, with or without the leading `?`. */
  search: string
  storage: Pick<Storage, 'getItem'>
  /** `navigator.language`. */
  deviceLanguage: string
  /** Agent sub-domain apps are English only. */
  forceEnglish: boolean
}

/**
 * Spec §1: agent sub-domain apps are always en-GB; otherwise a `language` link parameter wins; otherwise, when
 * `language_state` is '1', the device language; otherwise the language the person chose earlier, or en-GB.
 */
export function resolveInitialLocale({ search, storage, deviceLanguage, forceEnglish }: InitialLocaleInput): Locale {
  if (forceEnglish) return DEFAULT_LOCALE
  const fromLink = localeFromLink(search)
  if (fromLink) return fromLink
  if (readStorage(storage, LANGUAGE_STATE_STORAGE_KEY) === '1') return parseLocale(deviceLanguage)
  const chosen = readStorage(storage, LANGUAGE_STORAGE_KEY)
  return isLocale(chosen) ? chosen : DEFAULT_LOCALE
}

/** The locale a `language` link parameter asks for, if any. */
export function localeFromLink(search: string): Locale | null {
  const requested = new URLSearchParams(search).get(LANGUAGE_LINK_PARAM)
  if (!requested) return null
  return isLocale(requested) ? requested : parseLocale(requested)
}

function readStorage(storage: Pick<Storage, 'getItem'> | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null
  } catch {
    return null
  }
}

export const i18n = i18next.createInstance()

i18n.use(initReactI18next).init({
  resources: Object.fromEntries(LOCALES.map((locale) => [locale, { translation: CATALOGUES[locale] }])),
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false, prefix: '{{', suffix: '}}' },
  returnNull: false,
  initAsync: false,
  showSupportNotice: false,
})

/** Switches the UI language and sets `<html lang>`, for this visit. */
export function applyLocale(locale: Locale): void {
  if (i18n.language !== locale) void i18n.changeLanguage(locale)
  if (typeof document !== 'undefined') document.documentElement.lang = locale
}

/** The person chose a language (Settings, or a link with `language`): it applies now and at every later start. */
export function chooseLocale(locale: Locale): void {
  applyLocale(locale)
  writeStorage(LANGUAGE_STORAGE_KEY, locale)
  writeStorage(LANGUAGE_STATE_STORAGE_KEY, '0')
}

/** 'Follow device language' on: the device's language applies now and at every start; off: the language in use stays as the person's choice. */
export function followDeviceLanguage(follow: boolean, deviceLanguage: string): void {
  if (!follow) {
    chooseLocale(currentLocale())
    return
  }
  writeStorage(LANGUAGE_STATE_STORAGE_KEY, '1')
  applyLocale(parseLocale(deviceLanguage))
}

export function isFollowingDeviceLanguage(): boolean {
  return readStorage(globalThis.localStorage, LANGUAGE_STATE_STORAGE_KEY) === '1'
}

function writeStorage(key: string, value: string): void {
  try {
    globalThis.localStorage?.setItem(key, value)
  } catch {
    // Private browsing may refuse storage; the locale still applies to this visit.
  }
}

/** The current UI locale, always one of LOCALES. */
export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE
}
