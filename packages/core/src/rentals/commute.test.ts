import { describe, expect, it } from 'vitest'
import type { TransitRoute } from '../transit/transit.ts'
import { areasWithinCommute, commuteMinutes, distanceMetres, transitMinutes, walkMinutes } from './commute.ts'

// A straight east-west line, stations every ~1.6 km along 43.65° N, and a north-south line crossing at "Centre".
const lng = (km: number) => -79.4 + km / 80.5
const lat = (km: number) => 43.65 + km / 111.2
const EW: TransitRoute = {
  id: 'ew',
  stations: [0, 1.6, 3.2, 4.8, 6.4, 8].map((km, i) => ({
    name: i === 2 ? 'Centre' : `EW${i}`,
    lat: 43.65,
    lng: lng(km),
  })),
}
const NS: TransitRoute = {
  id: 'ns',
  stations: [0, 1.6, 3.2, 4.8].map((km, i) => ({ name: i === 0 ? 'Centre' : `NS${i}`, lat: lat(km), lng: lng(3.2) })),
}

describe('the commute model', () => {
  it('walks at 80 m a minute on streets 1.3 times the straight line', () => {
    const a = { lat: 43.65, lng: lng(0) }
    const b = { lat: 43.65, lng: lng(1) }
    expect(distanceMetres(a, b)).toBeCloseTo(1000, -1)
    expect(walkMinutes(a, b)).toBeCloseTo(16.25, 0)
    expect(commuteMinutes(a, b, 'walk', [])).toBe(17)
  })

  it('rides the line between stations after a wait, with the walks at both ends', () => {
    const from = { lat: 43.65, lng: lng(0) }
    const to = { lat: 43.65, lng: lng(8) }
    // 8 km: 130 minutes on foot; by subway a 4-minute wait and 15 minutes' ride (the stations are on the points).
    expect(transitMinutes(from, to, [EW])).toBeCloseTo(4 + 8000 / 533.33, 0)
    expect(commuteMinutes(from, to, 'transit', [EW])).toBe(19)
    expect(commuteMinutes(from, to, 'walk', [EW])).toBe(130)
  })

  it('changes lines at a station of the same name, for five minutes', () => {
    const from = { lat: 43.65, lng: lng(0) }
    const to = { lat: lat(4.8), lng: lng(3.2) }
    const minutes = transitMinutes(from, to, [EW, NS])
    expect(minutes).toBeCloseTo(4 + 3200 / 533.33 + 5 + 4800 / 533.33, 0)
  })

  it('has no transit estimate when no station is within 20 minutes’ walk', () => {
    const far = { lat: 43.75, lng: -79.2 }
    expect(transitMinutes(far, { lat: 43.65, lng: lng(8) }, [EW])).toBe(Number.POSITIVE_INFINITY)
    // then the transit estimate is the walk
    expect(commuteMinutes(far, { lat: 43.751, lng: -79.2 }, 'transit', [EW])).toBe(
      commuteMinutes(far, { lat: 43.751, lng: -79.2 }, 'walk', [EW]),
    )
  })

  it('proposes the areas within the accepted minutes, quickest first', () => {
    const campus = { lat: 43.65, lng: lng(8) }
    const areas = [
      { name: 'Far East', lat: 43.65, lng: lng(8.5) },
      { name: 'West End', lat: 43.65, lng: lng(0) },
      { name: 'North', lat: 43.75, lng: -79.6 },
    ]
    expect(areasWithinCommute(campus, areas, 'transit', 30, [EW]).map((a) => [a.name, a.minutes])).toEqual([
      ['Far East', 9],
      ['West End', 19],
    ])
    expect(areasWithinCommute(campus, areas, 'walk', 30, [EW]).map((a) => a.name)).toEqual(['Far East'])
  })
})
