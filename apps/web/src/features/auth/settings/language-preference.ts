import { type Locale, parseLocale } from '@maplenest/core'
import { applyLocale, currentLocale } from '../../../shared/i18n/i18n.ts'
import { storage } from '../../../shared/storage/storage.ts'

export interface LanguagePreference {
  locale: Locale
  followDevice: boolean
}

const deviceLocale = (): Locale => parseLocale(globalThis.navigator?.language)

/** The language in use and whether it follows the device (language_state '1', not a choice the person made). */
export function readLanguagePreference(): LanguagePreference {
  return {
    locale: currentLocale(),
    followDevice: storage.get('language_state') === '1' && storage.get('language_source') === 'device',
  }
}

/**
 * The person picks a language: it applies at once and is remembered. The i18n start-up rule uses the stored
 * locale only when language_state is '1', so a choice sets it too.
 */
export function chooseLanguage(locale: Locale): LanguagePreference {
  applyLocale(locale)
  void storage.set('language_state', '1')
  void storage.set('language_source', 'choice')
  return readLanguagePreference()
}

/**
 * 'Follow device language' on: the device's language applies now and at the next start (no stored choice).
 * Off: the language in use stays, as the person's own choice.
 */
export function followDeviceLanguage(follow: boolean): LanguagePreference {
  void storage.set('language_state', '1')
  if (follow) {
    void storage.set('language_source', 'device')
    applyLocale(deviceLocale())
    storage.remove('language')
  } else {
    void storage.set('language_source', 'choice')
    applyLocale(currentLocale())
  }
  return readLanguagePreference()
}
