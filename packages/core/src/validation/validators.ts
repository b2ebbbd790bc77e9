/**
 * The single-value validators of spec §5. Each takes the text as typed (numbers are read from their text) and
 * says whether it passes; none of them accepts an empty value (see check-rules.ts for how empty is reported).
 */

/** Digits with optional thousands commas (in groups of three), and at most two decimals: 1,234.50 or 1234. */
const AMOUNT = /^(?:0|[1-9]\d{0,2}(?:,\d{3})+|[1-9]\d*)(?:\.\d{1,2})?$/
/** A mainland-China mobile: 11 digits starting 1[3-9], with an optional +86 or 0086 in front. */
const CHINA_MOBILE = /^(?:\+86|0086)?1[3-9]\d{9}$/
/** A mainland-China landline: an area code of 3 or 4 digits starting 0 (with or without a dash), then 7 or 8 digits. */
const LANDLINE = /^(?:0\d{2,3}-?)?[2-9]\d{6,7}$/
/** A mainland-China postal code: six digits. */
const POSTAL_CODE = /^\d{6}$/
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/
/** Mainland-China vehicle plate: a province character, a letter, then five (ordinary) or six (new-energy) characters. */
const PLATE =
  /^[京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼使领][A-HJ-NP-Z](?:[A-HJ-NP-Z0-9]{4}[A-HJ-NP-Z0-9挂学警港澳]|[DF][A-HJ-NP-Z0-9]\d{4}|\d{5}[DF])$/
const DIGITS = /^\d+$/
const LETTERS = /^[A-Za-z]+$/
const INTEGER = /^-?(?:0|[1-9]\d*)$/
const DECIMAL = /^-?(?:0|[1-9]\d*)(?:\.\d+)?$/
/** Video file extensions we recognise in a file name or URL path. */
export const VIDEO_EXTENSIONS = [
  'mp4',
  'm4v',
  'mov',
  'webm',
  'ogv',
  'avi',
  'wmv',
  'flv',
  'mkv',
  '3gp',
  'mpeg',
  'mpg',
  'rmvb',
] as const
/** A calendar date written year first: 2026-11-28 or 2026/11/28 (one separator throughout). */
const DATE = /^(\d{4})([-/])(\d{1,2})\2(\d{1,2})$/
/** ISO 8601: a date, optionally a time with seconds, fractions and a zone (Z or ±hh:mm). */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})?)?$/

export const isAmount = (v: string) => AMOUNT.test(v)
export const isChinaMobile = (v: string) => CHINA_MOBILE.test(v)
export const isLandline = (v: string) => LANDLINE.test(v)
export const isPostalCode = (v: string) => POSTAL_CODE.test(v)
export const isEmail = (v: string) => v.length <= 254 && EMAIL.test(v)
export const isPlate = (v: string) => PLATE.test(v)
export const isDigits = (v: string) => DIGITS.test(v)
export const isLetters = (v: string) => LETTERS.test(v)
export const isInteger = (v: string) => INTEGER.test(v)
export const isDecimal = (v: string) => DECIMAL.test(v)

/** An absolute http or https URL with a host. */
export function isUrl(v: string): boolean {
  if (!/^https?:\/\//i.test(v)) return false
  try {
    return new URL(v).hostname.length > 0
  } catch {
    return false
  }
}

/** A file name or URL whose path ends in a video extension. */
export function isVideo(v: string): boolean {
  const path = v.split(/[?#]/)[0] ?? ''
  const ext = path.slice(path.lastIndexOf('.') + 1).toLowerCase()
  return path.includes('.') && (VIDEO_EXTENSIONS as readonly string[]).includes(ext)
}

function isCalendarDay(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate()
}

export function isDate(v: string): boolean {
  const m = DATE.exec(v)
  return m ? isCalendarDay(Number(m[1]), Number(m[3]), Number(m[4])) : false
}

export function isIsoDateString(v: string): boolean {
  const m = ISO_DATE.exec(v)
  if (!m || !isCalendarDay(Number(m[1]), Number(m[2]), Number(m[3]))) return false
  if (m[4] === undefined) return true
  return Number(m[4]) < 24 && Number(m[5]) < 60 && Number(m[6] ?? 0) < 60
}

/** Text that parses as JSON and holds an object or an array (a bare number or string is not a "JSON string"). */
export function isJsonString(v: string): boolean {
  try {
    const parsed: unknown = JSON.parse(v)
    return typeof parsed === 'object' && parsed !== null
  } catch {
    return false
  }
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
const ID_CHECK = '10X98765432'

/** The check character of the first 17 digits of a mainland-China resident ID (GB 11643). */
export function idCardCheckCharacter(first17: string): string {
  let sum = 0
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * ID_WEIGHTS[i]!
  return ID_CHECK[sum % 11]!
}

/** A mainland-China resident ID: 18 characters with a real birth date and the right check character. */
export function isIdCard(v: string): boolean {
  const id = v.toUpperCase()
  if (!/^[1-9]\d{5}\d{8}\d{3}[\dX]$/.test(id)) return false
  const year = Number(id.slice(6, 10))
  if (year < 1900 || !isCalendarDay(year, Number(id.slice(10, 12)), Number(id.slice(12, 14)))) return false
  return idCardCheckCharacter(id.slice(0, 17)) === id[17]
}

/** A number (its text) between min and max, both included. */
export function isInRange(v: string, min: number, max: number): boolean {
  if (!isDecimal(v)) return false
  const n = Number(v)
  return n >= min && n <= max
}

/** Text whose length, counted in characters (not UTF-16 units), is between min and max. */
export function isLengthInRange(v: string, min: number, max: number): boolean {
  const n = [...v].length
  return n >= min && n <= max
}
