import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MAP_POLYGON_MAX_POINTS } from '../map/clusters.ts'
import { pointInPolygon } from '../map/geometry.ts'
import { polygonSchema } from '../map/map.schema.ts'
import { LINES, STATIONS, TRANSIT_LINES } from '../transit/transit.ts'
import { drawCorridor, drawWalk, findArea, WALKING_METRES_PER_MINUTE } from './area.ts'
import { distanceM } from './area-shapes.ts'
import { CHAT_DIRECTIONS } from './chat.schema.ts'
import { normaliseText } from './normalise.ts'
import { parseChat } from './parse-chat.ts'

const station = (name: string) => {
  const s = STATIONS.find((x) => x.name === name)
  if (!s) throw new Error(`no station ${name}`)
  return s
}
/** A point `metres` north of a place. */
const north = (p: { lat: number; lng: number }, metres: number) => ({ lat: p.lat + metres / 111_320, lng: p.lng })
const now = new Date('2026-11-24T12:00:00Z')

describe('the station gazetteer', () => {
  it('holds the four lines of the reference, each station with a Chinese name', () => {
    const count = (line: keyof typeof LINES) => new Set(LINES[line].segments.flat().map((s) => s.name)).size
    expect([count('line1'), count('line2'), count('expo'), count('canada')]).toEqual([38, 31, 24, 16])
    for (const s of STATIONS) expect(s.zh).toMatch(/[\u3400-\u9fff]/)
    expect(station('Bloor-Yonge').lines).toEqual(['line1', 'line2'])
  })
})

describe('a walk round a station or a campus', () => {
  it('is a circle of the minutes at 80 m a minute, that the map takes as a drawn area', () => {
    const bloorYonge = station('Bloor-Yonge')
    const ring = drawWalk(bloorYonge, 10)
    expect(polygonSchema.safeParse(ring).success).toBe(true)
    for (const corner of ring) expect(distanceM(corner, bloorYonge)).toBeCloseTo(10 * WALKING_METRES_PER_MINUTE, -1)
    expect(pointInPolygon(north(bloorYonge, 700), ring)).toBe(true)
    expect(pointInPolygon(north(bloorYonge, 900), ring)).toBe(false)
  })

  it('is drawn for every station and every number of minutes within the map’s limits', () => {
    fc.assert(
      fc.property(fc.constantFrom(...STATIONS), fc.integer({ min: 1, max: 60 }), (s, minutes) => {
        const ring = drawWalk(s, minutes)
        return ring.length <= MAP_POLYGON_MAX_POINTS && polygonSchema.safeParse(ring).success
      }),
    )
  })

  it('reads the place and the minutes in both languages, and only a place it knows', () => {
    expect(findArea(normaliseText("within 10 minutes' walk of Bloor-Yonge"))?.source).toEqual({
      kind: 'walk',
      place: 'Bloor-Yonge',
      placeKind: 'station',
      minutes: 10,
    })
    expect(findArea(normaliseText('芬治站步行15分钟以内'))?.source).toMatchObject({ place: 'Finch', minutes: 15 })
    expect(findArea(normaliseText('走路十分钟到多大'))?.source).toMatchObject({
      place: 'University of Toronto',
      placeKind: 'campus',
      minutes: 10,
    })
    expect(findArea(normaliseText('within a 10 minute walk of my office'))).toBeNull()
    expect(findArea(normaliseText('步行街附近'))).toBeNull()
  })
})

describe('a stretch of a line', () => {
  it('follows the Canada Line south of Broadway, and nothing north of it', () => {
    const ring = drawCorridor('canada', 'south', station('Broadway-City Hall'))
    expect(ring).not.toBeNull()
    expect(polygonSchema.safeParse(ring).success).toBe(true)
    for (const name of ['King Edward', 'Oakridge-41st Avenue', 'Langara-49th Avenue', 'Marine Drive'])
      expect(pointInPolygon(station(name), ring!), name).toBe(true)
    expect(pointInPolygon(north(station('Broadway-City Hall'), 200), ring!)).toBe(false)
    expect(pointInPolygon(station('Commercial-Broadway'), ring!)).toBe(false)
  })

  it('keeps to the arm of Line 1 it starts on', () => {
    const south = drawCorridor('line1', 'south', station('York Mills'))!
    for (const name of ['Lawrence', 'Eglinton', 'Bloor-Yonge', 'Union'])
      expect(pointInPolygon(station(name), south)).toBe(true)
    for (const name of ['Lawrence West', 'St Clair West', 'Spadina'])
      expect(pointInPolygon(station(name), south)).toBe(false)
    const northOf = drawCorridor('line1', 'north', station('Eglinton'))!
    expect(pointInPolygon(station('Finch'), northOf)).toBe(true)
    expect(pointInPolygon(station('Yorkdale'), northOf)).toBe(false)
  })

  it('is a valid drawn area, or none, for every line, direction and station', () => {
    for (const line of TRANSIT_LINES)
      for (const direction of CHAT_DIRECTIONS)
        for (const s of STATIONS.filter((x) => x.city === LINES[line].city)) {
          const ring = drawCorridor(line, direction, s)
          if (ring) expect(polygonSchema.safeParse(ring).success, `${line} ${direction} of ${s.name}`).toBe(true)
        }
  })
})

describe('areas in the parse', () => {
  it('fills `area` with the ring and says what it is in the reply', () => {
    const parse = parseChat('condos along the Canada Line south of Broadway', null, { now })
    expect(parse.area).toEqual(drawCorridor('canada', 'south', station('Broadway-City Hall')))
    expect(parse.reply).toBe('Searching condos along the Canada Line south of Broadway-City Hall station.')
    expect(parseChat('布洛尔-央街站步行10分钟以内的两房公寓', null, { now }).reply).toBe(
      '正在搜索：布洛尔-央街站步行10分钟以内2室及以上公寓。',
    )
  })

  it('keeps the area of a follow-up as its source draws it, whatever ring the client sends back', () => {
    const first = parseChat("2 bedroom condos within 10 minutes' walk of Bloor-Yonge", null, { now })
    const bogus = [
      { lat: 0, lng: 0 },
      { lat: 1, lng: 0 },
      { lat: 0, lng: 1 },
    ]
    const next = parseChat('cheaper', { ...first, area: bogus }, { now })
    expect(next.area).toEqual(first.area)
    expect(next.areaOf).toEqual(first.areaOf)
    expect(parseChat('in Scarborough instead', first, { now }).area).toBeNull()
  })
})
