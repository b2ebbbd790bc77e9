import { describe, expect, it } from 'vitest'
import { LOCALES } from '../i18n/locales.ts'
import * as DEMO from './demo-values.ts'
import { FEED_VALUES } from './feed-values.ts'
import {
  formatListingValue,
  formatListingValues,
  formatLot,
  formatPossession,
  formatRoomDimensions,
  getListingValueText,
} from './format-listing-value.ts'
import { type ListingValueField, VALUES_EN_GB } from './values-en-gb.ts'
import { VALUES_ZH_HANS_CN } from './values-zh-hans-cn.ts'

/** Every strings leaf of a nested list or record. */
const leaves = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Object.values(value as object).flatMap((v) => leaves(v))
/** Room features come as the board's comma list; each part is a value of its own. */
const parts = (values: string[]) => values.flatMap((v) => v.split(',').map((p) => p.trim()))

/** Every value the demo seed can write, by the field that shows it. */
const SEED: [ListingValueField, string[]][] = [
  ['propertyType', leaves(DEMO.PROPERTY_TYPES)],
  ['style', leaves([DEMO.CONDO_STYLES, DEMO.HOUSE_STYLES, DEMO.TOWN_STYLES])],
  ['possession', leaves([DEMO.SALE_POSSESSION, DEMO.LEASE_POSSESSION])],
  ['pets', leaves(DEMO.PETS)],
  ['heatingType', leaves([DEMO.HEATING_TYPES, DEMO.CONDO_HEATING_TYPES])],
  ['heatingSource', leaves(DEMO.HEATING_SOURCES)],
  ['airConditioning', leaves(DEMO.AIR_CONDITIONING)],
  ['exterior', leaves(DEMO.EXTERIOR)],
  ['locker', leaves(DEMO.LOCKERS)],
  ['balcony', leaves(DEMO.BALCONIES)],
  ['ownership', leaves(DEMO.OWNERSHIP)],
  ['insurance', leaves(DEMO.INSURANCE)],
  ['utility', leaves([DEMO.SALE_UTILITIES, DEMO.LEASE_UTILITIES])],
  ['roomType', leaves(DEMO.ROOM_TYPES)],
  ['roomLevel', leaves(DEMO.ROOM_LEVELS)],
  ['roomFeature', parts(leaves(DEMO.ROOM_FEATURES))],
  ['unit', ['Feet']],
]
/** Every lookup value the RESO mapping stores as text. */
const FEED = Object.entries(FEED_VALUES).map(([field, values]) => [field, [...values]]) as [
  ListingValueField,
  string[],
][]

const cases = (source: [ListingValueField, string[]][]) =>
  source.flatMap(([field, values]) => [...new Set(values)].map((value) => [field, value] as const))

describe('listing value catalogue', () => {
  it.each([...cases(SEED), ...cases(FEED)])('names %s "%s" in both languages', (field, value) => {
    for (const locale of LOCALES) expect(getListingValueText(field, value, locale), locale).not.toBeNull()
    expect(getListingValueText(field, value, 'zh-Hans-CN')).toMatch(/\p{Script=Han}/u)
  })

  it('has the same values in both languages, every Chinese name in Chinese', () => {
    for (const field of Object.keys(VALUES_EN_GB) as ListingValueField[]) {
      expect(Object.keys(VALUES_ZH_HANS_CN[field]).sort(), field).toEqual(Object.keys(VALUES_EN_GB[field]).sort())
      for (const text of Object.values(VALUES_ZH_HANS_CN[field])) expect(text).toMatch(/\p{Script=Han}/u)
    }
  })

  it('matches values without regard to case or spacing', () => {
    expect(formatListingValue('airConditioning', ' central  AIR ', 'zh-Hans-CN')).toBe('中央空调')
  })

  it('joins values with the language’s own separator, never a mixed conjunction', () => {
    expect(formatListingValues('utility', ['Heat', 'Parking'], 'zh-Hans-CN')).toBe('暖气、车位')
    expect(formatListingValues('utility', ['Heat', 'Parking'], 'en-GB')).toBe('Heat, parking')
    expect(formatListingValues('utility', ['Heat', 'Sauna'], 'zh-Hans-CN')).toBe('暖气、Sauna')
    expect(formatListingValue('roomFeature', 'Laminate, W/O To Balcony', 'zh-Hans-CN')).toBe('复合地板、可通阳台')
    expect(formatListingValue('utility', 'Heat, Hydro', 'en-GB')).toBe('Heat, electricity')
    expect(formatListingValues('utility', ['Water', 'Cable TV'], 'en-GB')).toBe('Water, cable TV')
  })

  it('shows a value it cannot know as the board sent it', () => {
    expect(formatListingValue('style', 'Chalet', 'zh-Hans-CN')).toBe('Chalet')
  })

  it('writes lot sizes with a multiplication sign and the language’s unit', () => {
    expect(formatLot('25 x 125 Feet', 'en-GB')).toBe('25 × 125 ft')
    expect(formatLot('25 x 125 Feet', 'zh-Hans-CN')).toBe('25 × 125 英尺')
    expect(formatLot('10.5 x 30 Metres', 'zh-Hans-CN')).toBe('10.5 × 30 米')
    expect(formatLot('Irregular', 'zh-Hans-CN')).toBe('Irregular')
  })

  it('writes room dimensions with a multiplication sign, naming a unit only when the board did', () => {
    expect(formatRoomDimensions('3.35 x 4.27', 'en-GB')).toBe('3.35 × 4.27')
    expect(formatRoomDimensions('12 x 14 Feet', 'zh-Hans-CN')).toBe('12 × 14 英尺')
  })

  it('writes possession dates in the language’s form and names the board’s terms', () => {
    expect(formatPossession('Mar 5, 2026', 'zh-Hans-CN')).toBe('2026年3月5日')
    expect(formatPossession('2026-03-05', 'en-GB')).toBe('5 Mar 2026')
    expect(formatPossession('30-60 Days', 'zh-Hans-CN')).toBe('30–60 天')
  })
})
