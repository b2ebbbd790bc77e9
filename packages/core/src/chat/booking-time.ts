import { dateTimeFormat } from '../format/intl-formats.ts'
import { cityTimeZone } from '../listings/city-time-zone.ts'
import type { City } from '../listings/listing-codes.ts'
import { normaliseText, readChineseNumeral } from './normalise.ts'

/** A day and a time of day a person named for a showing, on the listing city's clock. */
export interface BookingTime {
  /** YYYY-MM-DD */
  readonly day: string | null
  /** HH:MM, 24-hour */
  readonly hhmm: string | null
}

const WEEKDAYS_EN = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday']
const WEEKDAYS_ZH = '日一二三四五六'

/** Today's date on the city's clock, as YYYY-MM-DD. */
function localDay(now: Date, city: City): string {
  return dateTimeFormat('en-CA', { timeZone: cityTimeZone(city) }).format(now)
}

function addDays(day: string, n: number): string {
  const d = new Date(`${day}T12:00:00Z`)
  d.setUTCDate(d.getUTCDate() + n)
  return d.toISOString().slice(0, 10)
}

const pad = (n: number) => String(n).padStart(2, '0')

function readDay(norm: string, today: string): string | null {
  if (/\bday after tomorrow\b|后天/.test(norm)) return addDays(today, 2)
  if (/\btomorrow\b|明天|明日/.test(norm)) return addDays(today, 1)
  if (/\btoday\b|今天|今日/.test(norm)) return today
  const zhDate = /(\d{1,2})\s*月\s*(\d{1,2})\s*[日号]/.exec(norm)
  if (zhDate) {
    const year = Number(today.slice(0, 4))
    const candidate = `${year}-${pad(Number(zhDate[1]))}-${pad(Number(zhDate[2]))}`
    return candidate < today ? `${year + 1}${candidate.slice(4)}` : candidate
  }
  const todayIndex = new Date(`${today}T12:00:00Z`).getUTCDay()
  const until = (index: number) => addDays(today, (index - todayIndex + 7) % 7 || 7)
  for (const [i, name] of WEEKDAYS_EN.entries()) {
    if (new RegExp(`\\b(?:${name}|${name.slice(0, 3)})\\b`).test(norm)) return until(i)
  }
  const zh = /(?:周|星期|礼拜)([一二三四五六日天])/.exec(norm)
  if (zh) return until(zh[1] === '天' ? 0 : WEEKDAYS_ZH.indexOf(zh[1] ?? '日'))
  return null
}

function readHour(word: string): number | null {
  return /^\d+$/.test(word) ? Number(word) : readChineseNumeral(word)
}

function readTime(norm: string): string | null {
  const en = /(?<![\d:])(\d{1,2})(?::(\d{2}))?\s*(am|pm|a m|p m)\b/.exec(norm)
  if (en) {
    let h = Number(en[1]) % 12
    if ((en[3] ?? '').startsWith('p')) h += 12
    return `${pad(h)}:${en[2] ?? '00'}`
  }
  const clock = /\b(\d{1,2}):(\d{2})\b/.exec(norm)
  if (clock) return `${pad(Number(clock[1]))}:${clock[2]}`
  const zh = /(上午|早上|中午|下午|晚上)?\s*(\d{1,2}|[一二两三四五六七八九十]+)\s*点\s*(半|(\d{1,2})\s*分?)?/.exec(norm)
  if (zh) {
    let h = readHour(zh[2] ?? '') ?? 0
    if ((zh[1] === '下午' || zh[1] === '晚上') && h < 12) h += 12
    const m = zh[3] === '半' ? 30 : Number(zh[4] ?? 0)
    return `${pad(h)}:${pad(m)}`
  }
  return null
}

/**
 * Reads the day and time of a showing from a question ("tomorrow at 3pm", "Saturday 10:30 am", "明天下午3点",
 * "周六上午十点半", "2026-12-02 14:00"), on the city's clock. Either may be missing; nothing is guessed.
 */
export function parseBookingTime(text: string, now: Date, city: City): BookingTime {
  const iso = /\b(\d{4})-(\d{2})-(\d{2})\b/.exec(text)
  const rest = iso ? text.replace(iso[0], ' ') : text
  // Colons stay: they separate hours from minutes.
  const norm = normaliseText(rest.replace(/(\d):(\d{2})/g, '$1h$2')).replace(/(\d)h(\d{2})/g, '$1:$2')
  const day = iso ? `${iso[1]}-${iso[2]}-${iso[3]}` : readDay(norm, localDay(now, city))
  return { day, hhmm: readTime(norm) }
}
