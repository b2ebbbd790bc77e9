import { describe, expect, it } from 'vitest'
import { translate } from '../i18n/catalogue.ts'
import {
  formatEqaoPercent,
  formatGradeRange,
  formatRating,
  parseBbox,
  ratingBand,
  schoolLanguageKey,
  schoolLevelKey,
  schoolSearchQuerySchema,
  schoolYear,
  toSchoolLanguage,
} from './index.ts'

describe('rating bands', () => {
  it('puts 8 and up in the top band, 6 to under 8 in the middle and under 6 low', () => {
    expect(ratingBand(10)).toBe('top')
    expect(ratingBand(8)).toBe('top')
    expect(ratingBand(7.9)).toBe('good')
    expect(ratingBand(6)).toBe('good')
    expect(ratingBand(5.9)).toBe('low')
    expect(ratingBand(0)).toBe('low')
  })
  it('has no band for a school without a rating', () => {
    expect(ratingBand(null)).toBe('none')
    expect(ratingBand(undefined)).toBe('none')
    expect(ratingBand(Number.NaN)).toBe('none')
  })
  it('shows a rating with one decimal', () => {
    expect(formatRating(8)).toBe('8.0')
    expect(formatRating(6.45)).toBe('6.5')
    expect(formatRating(null)).toBeNull()
  })
})

describe('labels', () => {
  it('names levels and languages in both languages', () => {
    expect(translate('en-GB', schoolLevelKey('elementary'))).toBe('Elementary')
    expect(translate('en-GB', schoolLevelKey('secondary'))).toBe('Secondary')
    expect(translate('zh-Hans-CN', schoolLevelKey('elementary'))).toBe('小学')
    expect(translate('zh-Hans-CN', schoolLevelKey('secondary'))).toBe('中学')
    expect(translate('en-GB', schoolLanguageKey('french'))).toBe('French')
    expect(translate('zh-Hans-CN', schoolLanguageKey('english'))).toBe('英语')
  })
  it('reads the stored language in any case', () => {
    expect(toSchoolLanguage('French')).toBe('french')
    expect(toSchoolLanguage('English')).toBe('english')
  })
})

describe('grades and EQAO', () => {
  it('shows a grade range with an en dash', () => {
    expect(formatGradeRange('JK-8')).toBe('JK–8')
    expect(formatGradeRange('9 - 12')).toBe('9–12')
    expect(formatGradeRange('K')).toBe('K')
    expect(formatGradeRange('')).toBeNull()
    expect(formatGradeRange(null)).toBeNull()
  })
  it('shows an EQAO result as a whole percent, and a dash when there is none', () => {
    expect(formatEqaoPercent(72.4)).toBe('72%')
    expect(formatEqaoPercent(0)).toBe('0%')
    expect(formatEqaoPercent(100)).toBe('100%')
    expect(formatEqaoPercent(null)).toBe('–')
    expect(formatEqaoPercent(101)).toBe('–')
  })
  it('names the school year ending in a year', () => {
    expect(schoolYear(2024)).toBe('2023–24')
    expect(schoolYear(2000)).toBe('1999–00')
  })
})

describe('search query', () => {
  it('takes a map box w,s,e,n in range with west before east and south before north', () => {
    expect(parseBbox('-79.5,43.6,-79.3,43.7')).toEqual({ w: -79.5, s: 43.6, e: -79.3, n: 43.7 })
    expect(parseBbox('-79.3,43.6,-79.5,43.7')).toBeNull()
    expect(parseBbox('-79.5,43.7,-79.3,43.6')).toBeNull()
    expect(parseBbox('-190,43.6,-79.3,43.7')).toBeNull()
    expect(parseBbox('-79.5,43.6,-79.3')).toBeNull()
    expect(parseBbox('a,b,c,d')).toBeNull()
    expect(parseBbox('-79.5,,-79.3,43.7')).toBeNull()
  })
  it('refuses an unknown board and a rating above 10, and defaults to the rating order', () => {
    expect(schoolSearchQuerySchema.safeParse({ board: 'Nowhere Board' }).success).toBe(false)
    expect(schoolSearchQuerySchema.safeParse({ minRating: '11' }).success).toBe(false)
    const q = schoolSearchQuerySchema.parse({ board: 'Vancouver School Board', minRating: '7.5' })
    expect(q).toMatchObject({ board: 'Vancouver School Board', minRating: 7.5, sort: 'rating', limit: 20 })
  })
})
