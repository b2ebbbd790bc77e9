import { describe, expect, it } from 'vitest'
import { formatRating, toSchoolTone } from './school-tone.ts'

describe('school pin colours', () => {
  it.each([
    [10, 'good'],
    [8, 'good'],
    [7.9, 'mid'],
    [6, 'mid'],
    [5.9, 'low'],
    [0, 'low'],
    [null, 'unrated'],
  ] as const)('rating %s is %s', (rating, tone) => expect(toSchoolTone(rating)).toBe(tone))

  it('reads the rating with one decimal, a dash for none', () => {
    expect(formatRating(8.25, 'en-GB')).toBe('8.3')
    expect(formatRating(7, 'en-GB')).toBe('7')
    expect(formatRating(null, 'en-GB')).toBe('–')
  })
})
