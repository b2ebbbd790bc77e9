import { dateTimeFormat } from '../format/intl-formats.ts'

/** The calendar month (YYYY-MM) an instant falls in, on a city's clock. */
export function monthOf(at: Date, timeZone: string): string {
  const parts = dateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit' }).formatToParts(at)
  const year = parts.find((p) => p.type === 'year')?.value ?? '0000'
  const month = parts.find((p) => p.type === 'month')?.value ?? '01'
  return `${year}-${month}`
}

/** The last `count` months up to and including the one `now` falls in, oldest first. */
export function lastMonths(now: Date, count: number, timeZone: string): string[] {
  const [year, month] = monthOf(now, timeZone).split('-').map(Number) as [number, number]
  const months: string[] = []
  for (let i = count - 1; i >= 0; i--) {
    const index = year * 12 + (month - 1) - i
    months.push(`${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`)
  }
  return months
}

/** Middle value of a list of numbers (the mean of the two middle ones for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}
