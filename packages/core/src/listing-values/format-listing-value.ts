import type { Locale } from '../i18n/locales.ts'
import { formatListingDate } from '../listings/listing-date.ts'
import { type ListingValueField, VALUES_EN_GB } from './values-en-gb.ts'
import { VALUES_ZH_HANS_CN } from './values-zh-hans-cn.ts'

type Catalogue = Record<ListingValueField, Readonly<Record<string, string>>>

const CATALOGUES: Record<Locale, Catalogue> = { 'en-GB': VALUES_EN_GB, 'zh-Hans-CN': VALUES_ZH_HANS_CN }

/** Boards differ in case and spacing ("Central air", "Central  Air"); the catalogue matches either. */
const normalise = (value: string) => value.trim().replace(/\s+/g, ' ').toLowerCase()

const indexes = new Map<string, Map<string, string>>()

function indexOf(locale: Locale, field: ListingValueField): Map<string, string> {
  const id = `${locale}:${field}`
  let index = indexes.get(id)
  if (!index) {
    index = new Map(Object.entries(CATALOGUES[locale][field]).map(([raw, text]) => [normalise(raw), text]))
    indexes.set(id, index)
  }
  return index
}

/** The catalogue's name of a board value in the language, or null when the catalogue does not know the value. */
export function getListingValueText(field: ListingValueField, raw: string, locale: Locale): string | null {
  return indexOf(locale, field).get(normalise(raw)) ?? null
}

/**
 * What joins values of one field: the enumeration comma "、" in Chinese, ", " in English. Not `Intl.ListFormat`,
 * whose "和" glued to a value the catalogue does not know reads as one mixed word ("Heat和Parking").
 */
export function listSeparator(locale: Locale): string {
  return locale === 'zh-Hans-CN' ? '、' : ', '
}

/**
 * A board value for display: the catalogue's name; a comma list ("Laminate, W/O To Balcony", or a multi-value
 * lookup the feed joined) part by part; anything else as the board sent it, since it may be a proper name.
 */
export function formatListingValue(field: ListingValueField, raw: string, locale: Locale): string {
  const known = getListingValueText(field, raw, locale)
  if (known !== null) return known
  const parts = raw
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
  if (parts.length > 1) return formatListingValues(field, parts, locale)
  return raw.trim()
}

/** Sentence case inside an English list: "Hardwood floor, fireplace"; acronyms ("TV") keep their capitals. */
const lowerFirst = (text: string) => (/^[A-Z][a-z]/.test(text) ? text[0]?.toLowerCase() + text.slice(1) : text)

/** Several values of one field, each named, joined with the language's separator. */
export function formatListingValues(field: ListingValueField, raws: readonly string[], locale: Locale): string {
  const names = raws.map((raw) => formatListingValue(field, raw, locale))
  const cased = locale === 'en-GB' ? names.map((name, i) => (i === 0 ? name : lowerFirst(name))) : names
  return cased.join(listSeparator(locale))
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']

/** A possession date as boards write it: "2026-03-01" or "Mar 1, 2026"; null for anything else. */
function parsePossessionDate(raw: string): Date | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw.trim())
  if (iso) return new Date(Date.UTC(Number(iso[1]), Number(iso[2]) - 1, Number(iso[3])))
  const us = /^([A-Za-z]{3})[a-z]*\.? (\d{1,2}), (\d{4})$/.exec(raw.trim())
  const month = us ? MONTHS.indexOf((us[1] as string).toLowerCase()) : -1
  if (!us || month < 0) return null
  return new Date(Date.UTC(Number(us[3]), month, Number(us[2])))
}

/** Possession: a date in the language's form, or the board's term ("Immediate", "30-60 Days") named. */
export function formatPossession(raw: string, locale: Locale): string {
  const date = parsePossessionDate(raw)
  return date ? formatListingDate(date, locale) : formatListingValue('possession', raw, locale)
}

const SIZE = /^\s*(\d+(?:\.\d+)?)\s*[x×*]\s*(\d+(?:\.\d+)?)\s*([A-Za-z]+)?\.?\s*$/

/** "25 x 125 Feet" as "25 × 125 ft" / "25 × 125 英尺"; text the pattern does not fit is shown as sent. */
export function formatLot(raw: string, locale: Locale): string {
  const size = SIZE.exec(raw)
  if (!size) return raw.trim()
  const unit = size[3] ? formatListingValue('unit', size[3], locale) : null
  return `${size[1]} × ${size[2]}${unit ? ` ${unit}` : ''}`
}

/**
 * Room dimensions: "3.35 x 4.27" as "3.35 × 4.27". Boards give them in metres, which the rooms table's header names;
 * a unit the text names itself is kept, in the language ("12 x 14 Feet" as "12 × 14 英尺").
 */
export function formatRoomDimensions(raw: string, locale: Locale): string {
  return SIZE.test(raw) ? formatLot(raw, locale) : raw.trim()
}
