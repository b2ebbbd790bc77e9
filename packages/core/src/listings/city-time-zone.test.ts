import { describe, expect, it } from 'vitest'
import { CITY_TIME_ZONES, cityTimeZone, getTimeZoneCity } from './city-time-zone.ts'
import { CITIES } from './listing-codes.ts'

describe('city time zones', () => {
  it('gives each city its IANA zone', () => {
    expect(cityTimeZone('toronto')).toBe('America/Toronto')
    expect(cityTimeZone('vancouver')).toBe('America/Vancouver')
    expect(Object.keys(CITY_TIME_ZONES).sort()).toEqual([...CITIES].sort())
  })

  it('reads a stored zone back to its city, and no city for another zone', () => {
    for (const city of CITIES) expect(getTimeZoneCity(cityTimeZone(city))).toBe(city)
    expect(getTimeZoneCity('America/Edmonton')).toBeNull()
    expect(getTimeZoneCity('')).toBeNull()
  })

  it('names zones the runtime knows', () => {
    for (const city of CITIES)
      expect(() => new Intl.DateTimeFormat('en-CA', { timeZone: cityTimeZone(city) })).not.toThrow()
  })
})
