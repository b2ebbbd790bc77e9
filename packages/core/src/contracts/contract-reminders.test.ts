import { describe, expect, it } from 'vitest'
import { contractToday, daysUntil, dueContractReminder, remindersAfterDateChange } from './contract-reminders.ts'

describe('contract reminders', () => {
  it('counts calendar days to the end date', () => {
    expect(daysUntil('2027-01-23', '2026-11-24')).toBe(60)
    expect(daysUntil('2026-11-24', '2026-11-24')).toBe(0)
    expect(daysUntil('2026-11-23', '2026-11-24')).toBe(-1)
  })

  it.each([
    // end date, today, already sent, due
    ['2027-03-01', '2026-11-24', null, null],
    ['2027-01-24', '2026-11-24', null, null],
    ['2027-01-23', '2026-11-24', null, 60],
    ['2027-01-10', '2026-11-24', null, 60],
    ['2027-01-10', '2026-11-24', 60, null],
    ['2026-12-24', '2026-11-24', 60, 30],
    ['2026-12-24', '2026-11-24', 30, null],
    // issued 20 days before the end: only the nearer reminder, never a late 60-day one
    ['2026-12-14', '2026-11-24', null, 30],
    ['2026-11-24', '2026-11-24', null, 30],
    ['2026-11-23', '2026-11-24', null, null],
  ] as const)('end %s, today %s, sent %s: %s', (end, today, sent, due) => {
    expect(dueContractReminder(end, today, sent)).toBe(due)
  })

  it('sends each reminder once over the days before the end', () => {
    const sent: number[] = []
    let last: number | null = null
    for (let day = 0; day < 120; day++) {
      const today = new Date(Date.UTC(2026, 10, 1 + day)).toISOString().slice(0, 10)
      const due = dueContractReminder('2027-02-01', today, last)
      if (due !== null) {
        sent.push(due)
        last = due
      }
    }
    expect(sent).toEqual([60, 30])
  })

  it('starts again when the end date moves later, and not when it moves earlier', () => {
    expect(remindersAfterDateChange('2027-01-01', '2028-01-01', 30)).toBeNull()
    expect(remindersAfterDateChange('2027-01-01', '2026-12-20', 60)).toBe(60)
  })

  it('reads today where the lease is: late evening in Vancouver is already tomorrow in Toronto', () => {
    const now = new Date('2026-11-25T04:30:00Z')
    expect(contractToday(now, 'ON')).toBe('2026-11-24')
    expect(contractToday(now, 'BC')).toBe('2026-11-24')
    expect(contractToday(new Date('2026-11-25T06:30:00Z'), 'ON')).toBe('2026-11-25')
    expect(contractToday(new Date('2026-11-25T06:30:00Z'), 'BC')).toBe('2026-11-24')
  })
})

describe('lease dates', () => {
  it('reads in both languages', async () => {
    const { formatLeaseDate } = await import('./contract-reminders.ts')
    expect(formatLeaseDate('2027-11-30', 'en-GB')).toBe('30 Nov 2027')
    expect(formatLeaseDate('2027-11-30', 'zh-Hans-CN')).toBe('2027年11月30日')
  })
})
