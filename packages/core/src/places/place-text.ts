import { toSimplified } from './chinese-script.ts'

/**
 * A place name or a typed text folded for matching: full-width letters and digits as ASCII (NFKC), Traditional
 * characters of our names as Simplified, accents off (Montréal is montreal), lower case, apostrophes dropped
 * (L'Amoreaux is lamoreaux, Queen's Park queens park) and every run of other punctuation, hyphens, dashes and
 * spaces one space (Bloor–Yonge, Bloor-Yonge and "bloor  yonge" are one text).
 */
export function foldPlaceText(text: string): string {
  return toSimplified(text.normalize('NFKC'))
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’‘`´]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

/** The folded text without its spaces: "north york", "northyork" and "North-York" are one key. */
export const compactPlaceText = (folded: string) => folded.replace(/ /g, '')

/** Whether a folded text holds a Chinese character (Chinese is matched inside a name too, having no spaces). */
export const hasHan = (text: string) => /\p{Script=Han}/u.test(text)
