import type { Locale } from '@maplenest/core'
import {
  chooseLocale,
  followDeviceLanguage as follow,
  isFollowingDeviceLanguage,
  requestedLocale,
} from '../../../shared/i18n/i18n.ts'

export interface LanguagePreference {
  locale: Locale
  followDevice: boolean
}

const deviceLanguage = (): string => globalThis.navigator?.language ?? ''

/**
 * The language chosen and whether it follows the device (language_state '1'). The language last asked for, not the
 * one on screen: a choice shows as chosen at once, while its catalogue may still be on its way.
 */
export function readLanguagePreference(): LanguagePreference {
  return { locale: requestedLocale(), followDevice: isFollowingDeviceLanguage() }
}

/** The person picks a language: it applies at once and is remembered; following the device stops. */
export function chooseLanguage(locale: Locale): LanguagePreference {
  chooseLocale(locale)
  return readLanguagePreference()
}

/** 'Follow device language' on: the device's language applies now and at every start. Off: the language in use stays, as the person's own choice. */
export function followDeviceLanguage(on: boolean): LanguagePreference {
  follow(on, deviceLanguage())
  return readLanguagePreference()
}
