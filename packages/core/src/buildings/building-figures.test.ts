import { describe, expect, it } from 'vitest'
import { translate } from '../i18n/catalogue.ts'
import { buildingQuerySchema } from './building.schema.ts'
import {
  type BuildingRecord,
  calculateBuildingYears,
  countAvailable,
  countUnits,
  groupByFloor,
  highestFloor,
  mostCommon,
  pricePerSqft,
  sqftMidpoint,
  withholdClosedFigures,
} from './building-figures.ts'
import { toBuildingPath } from './building-paths.ts'

const TORONTO = 'America/Toronto'
const NOW = new Date('2026-12-05T15:00:00Z')

const sold = (closeDate: string, closePrice: number, sqft: string | null): BuildingRecord => ({
  sr: 'Sale',
  status: 'U',
  lsc: 'sld',
  inputDate: '2026-01-10T14:00:00Z',
  closeDate,
  closePrice,
  sqft,
})

describe('price per square foot of a building', () => {
  it('divides by the middle of the board’s size band, or by the one figure it gives', () => {
    expect(sqftMidpoint('700-799')).toBe(749.5)
    expect(sqftMidpoint('1,100-1,199')).toBe(1149.5)
    expect(sqftMidpoint('1200')).toBe(1200)
    expect(pricePerSqft(749_500, '700-799')).toBe(1000)
  })

  it('leaves out an open band, a missing one and text that is not an area', () => {
    for (const text of ['<500', '1500+', '>3000', null, '', 'large', '0'])
      expect(pricePerSqft(600_000, text), String(text)).toBeNull()
  })

  it('takes the median of sold listings by their close year, in whole dollars', () => {
    const years = calculateBuildingYears(
      [
        sold('2026-03-01T15:00:00Z', 600_000, '500-599'), // 1,092.81
        sold('2026-06-01T15:00:00Z', 800_000, '700-799'), // 1,067.38
        sold('2026-09-01T15:00:00Z', 1_000_000, '900-999'), // 1,052.08
        sold('2026-10-01T15:00:00Z', 999_000, '1500+'), // counted, no price per square foot
      ],
      { now: NOW, timeZone: TORONTO },
    )
    expect(years[0]).toMatchObject({ year: 2026, sold: 4, soldPerSqft: 1067 })
  })

  it('takes the mean of the two middle ones for an even count, and rents to the cent', () => {
    const leased = (price: number, sqft: string): BuildingRecord => ({
      sr: 'Lease',
      status: 'U',
      lsc: 'lsd',
      inputDate: '2025-04-01T14:00:00Z',
      closeDate: '2025-05-01T14:00:00Z',
      closePrice: price,
      sqft,
    })
    const years = calculateBuildingYears([leased(2_400, '500-599'), leased(3_000, '700-799')], {
      now: NOW,
      timeZone: TORONTO,
    })
    // 2400 / 549.5 = 4.3676…, 3000 / 749.5 = 4.0027…; their mean 4.1851…
    expect(years[1]).toMatchObject({ year: 2025, forLease: 2, leased: 2, leasedPerSqft: 4.19, sold: 0 })
    expect(years[1]?.soldPerSqft).toBeNull()
  })
})

describe('a building’s years', () => {
  it('gives the last five calendar years on the city’s clock, newest first, with listings counted by input year', () => {
    const listed = (sr: 'Sale' | 'Lease', inputDate: string): BuildingRecord => ({
      sr,
      status: 'A',
      lsc: 'new',
      inputDate,
      closeDate: null,
      closePrice: null,
      sqft: '600-699',
    })
    const years = calculateBuildingYears(
      [
        listed('Sale', '2026-11-01T15:00:00Z'),
        listed('Lease', '2026-02-01T15:00:00Z'),
        // 1 January 2026 at 03:00 UTC is still New Year's Eve in Toronto
        listed('Sale', '2026-01-01T03:00:00Z'),
        listed('Sale', '2020-06-01T15:00:00Z'),
      ],
      { now: NOW, timeZone: TORONTO },
    )
    expect(years.map((y) => y.year)).toEqual([2026, 2025, 2024, 2023, 2022])
    expect(years.map((y) => [y.forSale, y.forLease])).toEqual([
      [1, 1],
      [1, 0],
      [0, 0],
      [0, 0],
      [0, 0],
    ])
  })

  it('counts only closed deals with a price as sold or leased, never a conditional or an expired listing', () => {
    const other = (lsc: BuildingRecord['lsc'], status: 'A' | 'U'): BuildingRecord => ({
      ...sold('2026-03-01T15:00:00Z', 600_000, '500-599'),
      lsc,
      status,
    })
    const years = calculateBuildingYears(
      [other('sc', 'A'), other('exp', 'U'), { ...sold('2026-03-01T15:00:00Z', 0, null), closePrice: null }],
      { now: NOW, timeZone: TORONTO },
    )
    expect(years[0]).toMatchObject({ sold: 0, leased: 0, soldPerSqft: null })
  })

  it('withholds sold and leased figures for a viewer without VOW access, and keeps the listed counts', () => {
    const years = calculateBuildingYears([sold('2026-03-01T15:00:00Z', 600_000, '500-599')], {
      now: NOW,
      timeZone: TORONTO,
    })
    expect(withholdClosedFigures(years)[0]).toEqual({
      year: 2026,
      forSale: 1,
      forLease: 0,
      sold: null,
      leased: null,
      soldPerSqft: null,
      leasedPerSqft: null,
    })
  })

  it('counts what is on the market now: available codes only', () => {
    expect(
      countAvailable([
        { sr: 'Sale', status: 'A', lsc: 'new' },
        { sr: 'Sale', status: 'A', lsc: 'pc' },
        { sr: 'Sale', status: 'A', lsc: 'sc' },
        { sr: 'Lease', status: 'A', lsc: 'bom' },
        { sr: 'Lease', status: 'U', lsc: 'lsd' },
      ]),
    ).toEqual({ forSale: 2, forLease: 1 })
  })
})

describe('a building’s floors and units', () => {
  const unit = (level: string | null, inputDate: string, unit = '1') => ({ level, inputDate, unit })

  it('groups listings by floor, highest first, penthouse on top and no floor last, each floor newest first', () => {
    const floors = groupByFloor([
      unit('3', '2026-01-01T00:00:00Z', '301'),
      unit(null, '2026-01-01T00:00:00Z'),
      unit('12', '2025-01-01T00:00:00Z', '1201'),
      unit('PH', '2024-01-01T00:00:00Z', 'PH2'),
      unit('12', '2026-05-01T00:00:00Z', '1203'),
      unit('03', '2026-06-01T00:00:00Z', '305'),
      unit('Ground', '2026-06-01T00:00:00Z', 'G1'),
    ])
    expect(floors.map((f) => f.level)).toEqual(['PH', '12', '3', 'Ground', null])
    expect(floors[1]?.units.map((u) => u.unit)).toEqual(['1203', '1201'])
    expect(floors[2]?.units.map((u) => u.unit)).toEqual(['305', '301'])
  })

  it('reads the highest floor and the distinct units from the listings', () => {
    expect(highestFloor(['3', 'PH', null, '41', '9'])).toBe(41)
    expect(highestFloor(['PH', null])).toBeNull()
    expect(countUnits(['1205', '#1205', ' 1205 ', 'ph2', 'PH2', null, ''])).toBe(2)
  })

  it('reads a fact as most listings give it, the newer on a tie', () => {
    expect(mostCommon([2012, 2011, 2012, null])).toBe(2012)
    expect(mostCommon(['TSCC 2345', 'TSCC 2344'])).toBe('TSCC 2345')
    expect(mostCommon<string>([null, ''])).toBeNull()
  })
})

describe('the building query and path', () => {
  it('reads a city and an address, and answers bad input with catalogue messages', () => {
    expect(buildingQuerySchema.parse({ address: ' 88 Harbour St ' })).toEqual({
      city: 'toronto',
      address: '88 Harbour St',
    })
    const bad = buildingQuerySchema.safeParse({ city: 'montreal', address: '  ' })
    expect(bad.success).toBe(false)
    const messages = bad.error?.issues.map((i) => i.message) ?? []
    expect(messages).toEqual(['building.validation.city', 'building.validation.address'])
    expect(translate('zh-Hans-CN', 'ui.building.allUnits', { address: '88 Harbour St' })).toBe('88 Harbour St 全部单位')
  })

  it('links to the building screen with the address encoded', () => {
    expect(toBuildingPath({ city: 'toronto', address: '88 Harbour St' })).toBe(
      '/pages/building/building?city=toronto&address=88%20Harbour%20St',
    )
  })
})
