import { type MessageKey, translate } from '../i18n/catalogue.ts'
import type { Locale } from '../i18n/locales.ts'
import type { Direction } from './listing-codes.ts'

/** The catalogue key naming a direction abbreviation of the boards (exposure): E "East", NS "North and south". */
export function directionKey(direction: Direction): MessageKey {
  return `listing.direction.${direction}`
}

export function formatDirection(direction: Direction, locale: Locale): string {
  return translate(locale, directionKey(direction))
}
