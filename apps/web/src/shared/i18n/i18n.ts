import {
  APP_ROOT_ID,
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_COOKIE,
  LOCALES,
  type Locale,
  type MessageKey,
  type MessageParams,
  type Messages,
  parseLocale,
  SERVER_LOCALE_ATTRIBUTE,
} from '@maplenest/core'
import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import { provideMessages } from './core-catalogue.ts'

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
  /** In an agent's app, the language its agent chose for it (decision 0133); null on the main app. */
  agentDefault: Locale | null
}

/**
 * The language a page starts in (decision 0133, which replaces spec §1's English-only agent sub-domains): a
 * `language` link parameter; else the person's own choice on this address — the language they chose, or the
 * device's language when `language_state` is '1' (spec §1); else, in an agent's app, the agent's default language;
 * else en-GB. The server draws the first screen by the same order (its cookie stands for the person's choice).
 */
export function resolveInitialLocale({ search, storage, deviceLanguage, agentDefault }: InitialLocaleInput): Locale {
  return localeFromLink(search) ?? ownChoice(storage, deviceLanguage) ?? agentDefault ?? DEFAULT_LOCALE
}

/** The language the person chose on this address (or the device's, when they follow it), or null: none chosen. */
export function ownChoice(storage: Pick<Storage, 'getItem'>, deviceLanguage: string): Locale | null {
  if (readStorage(storage, LANGUAGE_STATE_STORAGE_KEY) === '1') return parseLocale(deviceLanguage)
  const chosen = readStorage(storage, LANGUAGE_STORAGE_KEY)
  return isLocale(chosen) ? chosen : null
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
  // Catalogues arrive one language at a time (catalogues.ts): a page loads only the language it shows.
  resources: {},
  partialBundledLanguages: true,
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false, prefix: '{{', suffix: '}}' },
  returnNull: false,
  initAsync: false,
  // a page's language is a whole locale with its own catalogue: no lookups in 'zh-Hans' or 'zh' first
  load: 'currentOnly',
})

// i18next works a language's fallbacks out again on every t() (through Intl.getCanonicalLocales), and a screen calls
// t() hundreds of times while it starts; the answer for a language and its fallbacks never changes.
const languageUtils = i18n.services.languageUtils as {
  toResolveHierarchy: (code: string, fallbackCode?: unknown) => string[]
}
const resolveHierarchy = languageUtils.toResolveHierarchy.bind(languageUtils)
const hierarchies = new Map<string, string[]>()
languageUtils.toResolveHierarchy = (code, fallbackCode) => {
  if (fallbackCode !== undefined || typeof code !== 'string') return resolveHierarchy(code, fallbackCode)
  let codes = hierarchies.get(code)
  if (!codes) {
    codes = resolveHierarchy(code)
    hierarchies.set(code, codes)
  }
  return [...codes]
}

/**
 * Where a language's catalogue comes from: in the browser, two chunks per language (the messages the first screens
 * show, then the rest); given whole at once in tests.
 */
export type CatalogueLoader = (locale: Locale) => Promise<Partial<Messages>>

let loadMessages: CatalogueLoader | null = null
let loadLaterMessages: CatalogueLoader | null = null
let requested: Locale = DEFAULT_LOCALE
const loading = new Map<Locale, Promise<void>>()
const loadingLater = new Map<Locale, Promise<void>>()
/** Languages whose whole catalogue is here (both parts, or given whole). */
const whole = new Set<Locale>()

/** Says where catalogues come from (the browser entry, the server render, the tests' setup), and the rest of each. */
export function setCatalogueLoader(loader: CatalogueLoader, later: CatalogueLoader | null = null): void {
  loadMessages = loader
  loadLaterMessages = later
}

/** Adds a language's messages at once (the server render and tests, which hold every catalogue). */
export function addCatalogue(locale: Locale, messages: Partial<Messages>): void {
  // The catalogue is the loader's own object and replaces nothing: no copy, no deep merge (both cost a frame on a
  // phone). i18next forwards the options argument to its store; its type omits it.
  const addBundle = i18n.addResourceBundle.bind(i18n) as (...args: unknown[]) => unknown
  addBundle(locale, 'translation', messages, false, true, { silent: false, skipCopy: true })
  // core's formatting rules read the same messages (in the browser build, core-catalogue.ts)
  provideMessages(locale, messages as Messages)
  if (!loadLaterMessages) whole.add(locale)
}

/** Adds the rest of a language's catalogue into the messages already here (the same object core's rules read). */
function addLaterCatalogue(locale: Locale, messages: Partial<Messages>): void {
  const addBundle = i18n.addResourceBundle.bind(i18n) as (...args: unknown[]) => unknown
  addBundle(locale, 'translation', messages, true, true, { silent: false, skipCopy: true })
  provideMessages(locale, i18n.getResourceBundle(locale, 'translation') as Messages)
  whole.add(locale)
}

export const hasCatalogue = (locale: Locale): boolean => i18n.hasResourceBundle(locale, 'translation')

/** Loads the messages a language's first screens show, once; resolves when they can be shown. */
function loadFirstScreens(locale: Locale): Promise<void> {
  if (hasCatalogue(locale)) return Promise.resolve()
  let pending = loading.get(locale)
  if (!pending) {
    if (!loadMessages) return Promise.reject(new Error(`no catalogue loader for ${locale}`))
    pending = loadMessages(locale).then(
      (messages) => addCatalogue(locale, messages),
      (error: unknown) => {
        loading.delete(locale)
        throw error
      },
    )
    loading.set(locale, pending)
  }
  return pending
}

/**
 * Loads a language's catalogue once: the first screens' messages, and the rest beside them (fetched at once, added
 * after them). Resolves when the whole catalogue is here; `firstScreens` resolves as soon as a first screen's
 * messages can be shown.
 */
export function loadCatalogue(locale: Locale, { firstScreens = false } = {}): Promise<void> {
  // a language whose messages are not here (never loaded, or dropped) has neither part
  if (!hasCatalogue(locale)) whole.delete(locale)
  const first = loadFirstScreens(locale)
  if (whole.has(locale) || !loadLaterMessages) return first
  let later = loadingLater.get(locale)
  if (!later) {
    const fetched = loadLaterMessages(locale)
    later = Promise.all([first, fetched]).then(
      ([, messages]) => addLaterCatalogue(locale, messages),
      (error: unknown) => {
        loadingLater.delete(locale)
        throw error
      },
    )
    loadingLater.set(locale, later)
  }
  if (firstScreens) {
    later.catch((error: unknown) => console.warn('Language catalogue could not load', error))
    return first
  }
  return later
}

/**
 * Whether the page's first screen was drawn by the server in this language and the app has not yet taken it over: a
 * first screen shows only the first screens' messages, so taking it over waits for those alone.
 */
let takingOverDrawn = typeof document !== 'undefined' && document.getElementById(APP_ROOT_ID) !== null

function isDrawnIn(locale: Locale): boolean {
  if (!takingOverDrawn) return false
  takingOverDrawn = false
  return document.getElementById(APP_ROOT_ID)?.getAttribute(SERVER_LOCALE_ATTRIBUTE) === locale
}

/**
 * Switches the UI language and sets `<html lang>`, for this visit: at once when its catalogue is here, else as soon
 * as it has loaded (until then the screen stays in the language it shows). The language last asked for wins.
 */
export function applyLocale(locale: Locale): Promise<void> {
  requested = locale
  const show = () => {
    if (requested !== locale) return
    if (i18n.language !== locale) void i18n.changeLanguage(locale)
    // the same value set again would still have the browser restyle the whole page
    if (typeof document !== 'undefined' && document.documentElement.lang !== locale)
      document.documentElement.lang = locale
  }
  if (hasCatalogue(locale)) {
    show()
    return Promise.resolve()
  }
  return loadCatalogue(locale, { firstScreens: isDrawnIn(locale) }).then(show, (error: unknown) => {
    // A catalogue that cannot load (offline, a build replaced) leaves the language on screen as it is.
    console.warn('Language catalogue could not load', error)
  })
}

/**
 * The cookie tells the server the person's own choice on this address, so it draws the next page in it: written
 * with the choice, removed when there is none (the server then uses the agent's default or English, as the app does).
 */
export function keepLocaleCookie(choice: Locale | null): void {
  if (typeof document === 'undefined') return
  try {
    // biome-ignore lint/suspicious/noDocumentCookie: one fixed cookie; the Cookie Store API is missing in Firefox and older Safari
    document.cookie = choice
      ? `${LOCALE_COOKIE}=${choice}; path=/; max-age=31536000; samesite=lax`
      : `${LOCALE_COOKIE}=; path=/; max-age=0; samesite=lax`
  } catch {
    // a sandboxed page may refuse cookies; the server then draws the page in the default and the app switches
  }
}

/** The person chose a language (Settings, or a link with `language`): it applies now and at every later start. */
export function chooseLocale(locale: Locale): Promise<void> {
  writeStorage(LANGUAGE_STORAGE_KEY, locale)
  writeStorage(LANGUAGE_STATE_STORAGE_KEY, '0')
  keepLocaleCookie(locale)
  return applyLocale(locale)
}

/** 'Follow device language' on: the device's language applies now and at every start; off: the language in use stays as the person's choice. */
export function followDeviceLanguage(follow: boolean, deviceLanguage: string): Promise<void> {
  if (!follow) return chooseLocale(requestedLocale())
  writeStorage(LANGUAGE_STATE_STORAGE_KEY, '1')
  keepLocaleCookie(parseLocale(deviceLanguage))
  return applyLocale(parseLocale(deviceLanguage))
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

/** The locale last asked for (it may still be loading); what Settings shows as chosen. */
export function requestedLocale(): Locale {
  return requested
}

/** A message of a language whose catalogue is loaded (else of the language on screen), outside React. */
export function translate(locale: Locale, key: MessageKey, params?: MessageParams): string {
  return i18n.t(key, { ...params, lng: hasCatalogue(locale) ? locale : currentLocale() })
}

/** Whether a text is one of the catalogue's keys (a server or schema message given as a key). */
export function isMessageKey(key: string): key is MessageKey {
  return i18n.exists(key, { lng: currentLocale() })
}
