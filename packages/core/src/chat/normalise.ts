/** A few traditional characters people type for our place names, folded to simplified. */
const TRADITIONAL: Record<string, string> = {
  倫: '伦',
  溫: '温',
  華: '华',
  約: '约',
  買: '买',
  賣: '卖',
  錦: '锦',
  區: '区',
  萬: '万',
  價: '价',
  臥: '卧',
  衛: '卫',
  鐵: '铁',
  學: '学',
}

/**
 * Folds text for matching: NFKC (full-width digits and letters become ASCII), lower case, traditional to simplified
 * for the characters above, dashes, slashes and punctuation to spaces, spaces collapsed. Chinese needs no spaces.
 */
export function normaliseText(text: string): string {
  return ` ${text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[倫溫華約買賣錦區萬價臥衛鐵學]/g, (ch) => TRADITIONAL[ch] ?? ch)
    .replace(/['’`]/g, '')
    .replace(/\.(?!\d)|(?<!\d)\./g, ' ')
    .replace(/(\d),(\d{3})/g, '$1$2')
    .replace(/(\d),(\d{3})/g, '$1$2')
    // A dash or tilde between amounts is a range: 600-800k, 500k~700k.
    .replace(/(\d\s*(?:k|m|万|千)?)\s*[-–—~～]\s*(?=\$?\s*\d)/g, '$1 to ')
    .replace(/[-–—_/\\|,;:!?()[\]{}"“”，。！？；：（）、~～]/g, (ch) => (ch === '/' ? ' / ' : ' '))
    .replace(/\s+/g, ' ')
    .trim()} `
}

const DIGITS: Record<string, number> = { 零: 0, 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 }
const UNITS: Record<string, number> = { 十: 10, 百: 100, 千: 1000 }

/** Reads a Chinese numeral such as 三, 十五, 一百二十, 一百二十万 (万 multiplies what precedes it). */
export function readChineseNumeral(run: string): number | null {
  let total = 0
  let section = 0
  let digit: number | null = null
  for (const ch of run) {
    if (ch in DIGITS) {
      digit = DIGITS[ch] ?? 0
    } else if (ch in UNITS) {
      section += (digit ?? 1) * (UNITS[ch] ?? 1)
      digit = null
    } else if (ch === '万') {
      total += (section + (digit ?? 0)) * 10_000
      section = 0
      digit = null
    } else {
      return null
    }
  }
  return total + section + (digit ?? 0)
}

/**
 * Writes Chinese numerals as digits (两室一厅 → 2室1厅, 一百二十万 → 1200000) so that one set of patterns reads both.
 * A run must hold a digit or 十 to count, so words such as 万锦 are left alone (places are matched before this).
 */
export function toArabicNumerals(text: string): string {
  return text.replace(/[零一二两三四五六七八九十百千万]+/g, (run) => {
    if (!/[零一二两三四五六七八九十]/.test(run)) return run
    // 万 after 一百二十 belongs to the number; a trailing 万 after a plain digit (三万) too.
    const value = readChineseNumeral(run)
    return value === null ? run : String(value)
  })
}
