import { describe, expect, it } from 'vitest'
import { mapPriceBandsOf, mapPriceBandThresholds } from './price-bands.ts'

/** The band a price falls in, as PostgreSQL's width_bucket(price, thresholds) numbers it. */
const bandOf = (thresholds: number[], price: number) => thresholds.filter((t) => t <= price).length

describe('map price bands', () => {
  it('gives each round price a band of its own, between bands of the prices around it', () => {
    const t = mapPriceBandThresholds('Sale')
    expect([...t].sort((a, b) => a - b)).toEqual(t)
    expect(new Set(t).size).toBe(t.length)
    expect(bandOf(t, 500_000)).not.toBe(bandOf(t, 499_999))
    expect(bandOf(t, 500_000)).not.toBe(bandOf(t, 500_001))
    expect(bandOf(t, 500_001)).toBe(bandOf(t, 549_999))
  })

  it('takes whole bands for round bounds, both included', () => {
    const t = mapPriceBandThresholds('Sale')
    const bands = mapPriceBandsOf('Sale', { min: 500_000, max: 900_000 })
    expect(bands).not.toBeNull()
    const inside = (price: number) => {
      const b = bandOf(t, price)
      return bands !== null && b >= bands.from && b <= bands.to
    }
    for (const price of [500_000, 500_001, 759_000, 899_999, 900_000]) expect(inside(price)).toBe(true)
    for (const price of [0, 499_999, 900_001, 950_000, 25_000_000]) expect(inside(price)).toBe(false)
  })

  it('takes every band on a side left open', () => {
    const t = mapPriceBandThresholds('Lease')
    expect(mapPriceBandsOf('Lease', undefined)).toEqual({ from: 0, to: t.length })
    const upTo = mapPriceBandsOf('Lease', { max: 2_500 })
    expect(upTo?.from).toBe(0)
    expect(bandOf(t, 2_500)).toBe(upTo?.to)
    expect(mapPriceBandsOf('Lease', { min: 30_000 })).toBeNull()
  })

  it('cannot answer a bound between round prices', () => {
    expect(mapPriceBandsOf('Sale', { min: 523_000 })).toBeNull()
    expect(mapPriceBandsOf('Sale', { max: 500_001 })).toBeNull()
    expect(mapPriceBandsOf('Lease', { min: 2_050, max: 3_000 })).toBeNull()
  })
})
