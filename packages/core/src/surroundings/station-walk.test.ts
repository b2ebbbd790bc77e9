import { describe, expect, it } from 'vitest'
import { calculateWalkMinutes, getNearestStation, NEAR_STATION_RADIUS_M, nearbyStations } from './station-walk.ts'

// Sheppard-Yonge is at 43.761674, -79.410987; a point 400 m due north of it, on Yonge Street.
const NORTH_OF_SHEPPARD_YONGE = { lat: 43.761674 + 400 / 111_195, lng: -79.410987 }

describe('calculateWalkMinutes', () => {
  it.each([
    [0, 1],
    [40, 1],
    [80, 1],
    [81, 2],
    [400, 5],
    [480, 6],
    [1500, 19],
  ])('%i m is %i minutes on foot at 80 m a minute, rounded up', (metres, minutes) => {
    expect(calculateWalkMinutes(metres)).toBe(minutes)
  })
})

describe('nearbyStations', () => {
  it('names the stations within walking reach, nearest first, with minutes and the Chinese name with 站', () => {
    const stations = nearbyStations('toronto', NORTH_OF_SHEPPARD_YONGE)
    expect(stations.map((s) => s.name)).toEqual(['Sheppard-Yonge', 'North York Centre'])
    expect(stations[0]).toMatchObject({ zh: '雪柏-央街站', lines: ['line1'], distanceM: 400, walkMinutes: 5 })
    expect(stations[1]!.walkMinutes).toBe(calculateWalkMinutes(stations[1]!.distanceM))
  })

  it('lists interchanges once with both lines, and Union keeps its own 站', () => {
    expect(nearbyStations('toronto', { lat: 43.670672, lng: -79.38595 })[0]).toMatchObject({
      name: 'Bloor-Yonge',
      lines: ['line1', 'line2'],
      walkMinutes: 1,
    })
    expect(nearbyStations('toronto', { lat: 43.645723, lng: -79.380462 })[0]!.zh).toBe('联合车站')
  })

  it('keeps to the city and the radius, and to three stations', () => {
    // downtown Toronto has many stations within 1.5 km
    const downtown = nearbyStations('toronto', { lat: 43.652, lng: -79.382 })
    expect(downtown).toHaveLength(3)
    expect(downtown.every((s) => s.distanceM <= NEAR_STATION_RADIUS_M)).toBe(true)
    expect(nearbyStations('vancouver', { lat: 43.652, lng: -79.382 })).toEqual([])
    // Scarborough Village, far from Line 2's end
    expect(getNearestStation('toronto', { lat: 43.7385, lng: -79.2128 })).toBeNull()
  })

  it('names a Vancouver SkyTrain station', () => {
    const station = getNearestStation('vancouver', { lat: 49.2631, lng: -123.1151 })
    expect(station).toMatchObject({ name: 'Broadway-City Hall', lines: ['canada'] })
    expect(station!.zh.endsWith('站')).toBe(true)
  })
})
