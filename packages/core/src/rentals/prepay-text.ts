/**
 * Finds an offer (or a demand) to pay rent months ahead in a message, in English or Chinese: "prepay 12 months",
 * "can pay 6 months upfront", "a year in advance", "预付12个月", "可以一次性付半年房租". Returns the months, or null
 * when the text says nothing of paying ahead.
 */
const WORD_NUMBERS: Record<string, number> = {
  one: 1,
  a: 1,
  an: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
}

const CHINESE_DIGITS: Record<string, number> = {
  一: 1,
  二: 2,
  两: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
  十: 10,
}

/** "十二" → 12, "六" → 6, "十" → 10. */
function chineseNumber(text: string): number | null {
  if (/^\d+$/.test(text)) return Number(text)
  if (text === '十') return 10
  if (text.startsWith('十')) return 10 + (CHINESE_DIGITS[text.slice(1)] ?? 0)
  if (text.endsWith('十')) return (CHINESE_DIGITS[text[0]!] ?? 0) * 10
  if (text.length === 1) return CHINESE_DIGITS[text] ?? null
  return null
}

/** Words that say the rent is paid ahead, in both languages. */
const AHEAD =
  /pre-?pa(?:y|id|ying|yment)|up\s*-?front|in\s+advance|ahead|\bpay(?:ing)?\s+(?:rent\s+)?(?:for\s+)?(?=\d|six|twelve|a\s+(?:full\s+)?year|half\s+a\s+year)|预付|提前(?:支)?付|一次性(?:支)?付|先付/i

const ENGLISH_SPAN =
  /\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a|an|half\s+a|a\s+full|one\s+full|a\s+whole)\s*(?:full\s+)?(months?|years?|yrs?)\b/gi
const CHINESE_SPAN = /(\d{1,2}|[一二两三四五六七八九十]{1,3}|半)\s*(?:个)?\s*(月|年)/g

function englishMonths(amount: string, unit: string): number | null {
  const a = amount.toLowerCase().replace(/\s+/g, ' ')
  const years = unit.toLowerCase().startsWith('y')
  if (a === 'half a') return years ? 6 : null
  // "a month" is how rent is quoted ("2,000 a month"), not a number of months paid ahead.
  if ((a === 'a' || a === 'an') && !years) return null
  const n = /^\d+$/.test(a) ? Number(a) : a.startsWith('a ') || a.startsWith('one ') ? 1 : WORD_NUMBERS[a]
  if (n === undefined) return null
  return years ? n * 12 : n
}

function chineseMonths(amount: string, unit: string): number | null {
  if (amount === '半') return unit === '年' ? 6 : null
  const n = chineseNumber(amount)
  if (n === null) return null
  return unit === '年' ? n * 12 : n
}

interface Span {
  at: number
  months: number
}

function spans(text: string): Span[] {
  const out: Span[] = []
  for (const m of text.matchAll(ENGLISH_SPAN)) {
    const months = englishMonths(m[1]!, m[2]!)
    if (months !== null) out.push({ at: m.index ?? 0, months })
  }
  for (const m of text.matchAll(CHINESE_SPAN)) {
    const months = chineseMonths(m[1]!, m[2]!)
    if (months !== null) out.push({ at: m.index ?? 0, months })
  }
  return out
}

/** How far (in characters) a duration may stand from the word that says it is paid ahead. */
const NEAR = 40

export function detectPrepayMonths(text: string | null | undefined): number | null {
  if (!text) return null
  const ahead = AHEAD.exec(text)
  if (!ahead) return null
  const found = spans(text)
    .map((s) => ({ ...s, gap: Math.abs(s.at - ahead.index) }))
    .filter((s) => s.gap <= NEAR && s.months > 0 && s.months <= 24)
    .sort((a, b) => a.gap - b.gap)
  return found[0]?.months ?? null
}
