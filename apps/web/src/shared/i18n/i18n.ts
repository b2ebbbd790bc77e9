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

/** localStorage key of the chosen locale (read by the API client for its `language` header). */
export const LANGUAGE_STORAGE_KEY = 'language'
/** localStorage flag of spec §1: '1' means the locale follows the device (or the user's own choice). */
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
 * `language_state` is '1', the locale the user chose earlier or, failing that, the device language; otherwise en-GB.
 */
export function resolveInitialLocale({ search, storage, deviceLanguage, forceEnglish }: InitialLocaleInput): Locale {
  if (forceEnglish) return DEFAULT_LOCALE
  const fromLink = new URLSearchParams(search).get(LANGUAGE_LINK_PARAM)
  if (fromLink) return parseLocale(fromLink)
  if (readStorage(storage, LANGUAGE_STATE_STORAGE_KEY) === '1') {
    const chosen = readStorage(storage, LANGUAGE_STORAGE_KEY)
    return isLocale(chosen) ? chosen : parseLocale(deviceLanguage)
  }
  return DEFAULT_LOCALE
}

function readStorage(storage: Pick<Storage, 'getItem'>, key: string): string | null {
  try {
    return storage.getItem(key)
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

/** Switches the UI language, sets `<html lang>` and remembers the choice. */
export function applyLocale(locale: Locale): void {
  if (i18n.language !== locale) void i18n.changeLanguage(locale)
  if (typeof document !== 'undefined') document.documentElement.lang = locale
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, locale)
  } catch {
    // Private browsing may refuse storage; the locale still applies to this visit.
  }
}

/** The current UI locale, always one of LOCALES. */
export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE
}
