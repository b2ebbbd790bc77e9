/**
 * Phone numbers: North American (Canada/US, +1) and mainland-China mobiles (+86), the two kinds our users have.
 * Stored in E.164; shown as 3-3-4 for ten digits and 1xxx-xxx-xxxx for eleven digits starting with 1 (spec §5).
 */
const CHINA_MOBILE = /^(?:\+?86|0086)?(1[3-9]\d{9})$/
const NORTH_AMERICA = /^(?:\+?1)?([2-9]\d{2}[2-9]\d{6})$/

export function toDigits(input: string): string {
  return input.replace(/[\s().-]/g, '')
}

export function isMainlandChinaMobile(input: string): boolean {
  return CHINA_MOBILE.test(toDigits(input))
}

export function isValidPhone(input: string): boolean {
  const d = toDigits(input)
  return CHINA_MOBILE.test(d) || NORTH_AMERICA.test(d)
}

/** Canadian area codes: an eleven-digit number `1` + one of these is read as Canadian, not as a Chinese mobile. */
const CANADIAN_AREA_CODES = new Set(
  '204 226 236 249 250 257 263 289 306 343 354 365 367 368 382 403 416 418 428 431 437 438 450 468 474 506 514 519 548 579 581 584 587 604 613 639 647 672 683 705 709 742 753 778 780 782 807 819 825 867 873 879 902 905 942'.split(
    ' ',
  ),
)

/** E.164 form, or null when the number is not one we accept. */
export function normalizePhone(input: string): string | null {
  const d = toDigits(input)
  const na = NORTH_AMERICA.exec(d)
  const cn = CHINA_MOBILE.exec(d)
  if (na && (d.startsWith('+1') || d.length === 10 || CANADIAN_AREA_CODES.has(na[1]!.slice(0, 3)) || !cn)) {
    return `+1${na[1]}`
  }
  if (cn) return `+86${cn[1]}`
  return null
}

export function formatPhone(input: string): string {
  const d = input.replace(/\D/g, '')
  if (d.length === 10) return `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`
  if (d.length === 11 && d.startsWith('1')) return `${d.slice(0, 4)}-${d.slice(4, 7)}-${d.slice(7)}`
  return input
}
