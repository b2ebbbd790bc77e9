// biome-ignore lint/style/noRestrictedImports: the test reads the reference files the map is built from; the module itself stays free of Node
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { formatPlaceName } from '../chat/gazetteer.ts'
import { TORONTO_DISTRICTS, VANCOUVER_LOCAL_AREAS } from '../chat/neighbourhoods.ts'
import type { City } from '../listings/listing-codes.ts'
import { STATIONS, TRANSIT_LINES } from '../transit/transit.ts'
import { municipalitiesOf } from './municipalities.ts'
import { cityZh, placeZh, registeredPlaces, stationLabelZh, transitLineZh } from './places.ts'

const readReference = <T>(file: string): T =>
  JSON.parse(readFileSync(new URL(`../../../../apps/api/src/reference/${file}`, import.meta.url), 'utf8')) as T

interface Named {
  readonly name: string
}
const geo = readReference<
  Record<City, readonly Named[]> & {
    campuses: Record<City, readonly Named[]>
    stations: Record<City, readonly Named[]>
  }
>('geo-reference.json')
const streets = readReference<Record<City, readonly Named[]>>('street-lines.json')

const CITIES: readonly City[] = ['toronto', 'vancouver']
/** Chinese characters, digits and the punctuation names use; no Latin letters. */
const CHINESE = /^[\p{Script=Han}0-9–·（）]+$/u

describe('Chinese place names', () => {
  it('name every neighbourhood, local area, campus and street of the reference, in Chinese only', () => {
    const missing: string[] = []
    for (const city of CITIES) {
      const places: [string, 'neighbourhood' | 'campus' | 'street'][] = [
        ...geo[city].map((p): [string, 'neighbourhood'] => [p.name, 'neighbourhood']),
        ...geo.campuses[city].map((p): [string, 'campus'] => [p.name, 'campus']),
        ...streets[city].map((p): [string, 'street'] => [p.name, 'street']),
      ]
      for (const [name, kind] of places) {
        const zh = placeZh(city, name, kind)
        if (zh === undefined) missing.push(`${city} ${kind} ${name}`)
        else expect(zh, name).toMatch(CHINESE)
      }
    }
    expect(missing).toEqual([])
  })

  it('name the cities, districts, water and lines in Chinese only', () => {
    for (const city of CITIES) expect(cityZh(city)).toMatch(CHINESE)
    for (const district of [...Object.keys(TORONTO_DISTRICTS), 'Downtown'])
      expect(placeZh('toronto', district, 'district'), district).toMatch(CHINESE)
    expect(placeZh('toronto', 'Lake Ontario', 'water')).toBe('安大略湖')
    for (const city of CITIES)
      for (const zh of Object.values(registeredPlaces(city, 'water'))) expect(zh).toMatch(CHINESE)
    for (const line of TRANSIT_LINES) expect(transitLineZh(line)).toMatch(/^[\p{Script=Han}0-9（）-]+$/u)
  })

  it('hold nothing the reference no longer has, so a renamed place is not left behind', () => {
    const communities = (city: City) => municipalitiesOf(city).flatMap((m) => m.communities.map((c) => c.en))
    for (const city of CITIES) {
      expect(Object.keys(registeredPlaces(city, 'neighbourhood')).sort()).toEqual(
        [...geo[city].map((p) => p.name), ...communities(city)].sort(),
      )
      expect(Object.keys(registeredPlaces(city, 'street')).sort()).toEqual(streets[city].map((p) => p.name).sort())
    }
    expect(Object.keys(registeredPlaces('toronto', 'neighbourhood')).sort()).toEqual(
      [...Object.values(TORONTO_DISTRICTS).flat(), ...communities('toronto')].sort(),
    )
    expect(Object.keys(registeredPlaces('vancouver', 'neighbourhood')).sort()).toEqual(
      [...VANCOUVER_LOCAL_AREAS, ...communities('vancouver')].sort(),
    )
  })

  it('are the names the assistant shows', () => {
    expect(formatPlaceName('toronto', 'Yonge-Eglinton', 'zh')).toBe(placeZh('toronto', 'Yonge-Eglinton'))
    expect(formatPlaceName('toronto', 'Casa Loma', 'zh')).toBe(placeZh('toronto', 'Casa Loma'))
    expect(formatPlaceName('vancouver', 'Kitsilano', 'zh')).toBe(placeZh('vancouver', 'Kitsilano'))
  })
})

describe('station labels in Chinese', () => {
  it('end in 站 once, for every station of the lines and of the reference', () => {
    for (const station of STATIONS) {
      const label = stationLabelZh(station.city, station.name)
      expect(label, station.name).toMatch(/^[\p{Script=Han}0-9–-]+站$/u)
      expect(label, station.name).not.toMatch(/站站$/)
    }
    for (const city of CITIES) {
      for (const station of geo.stations[city]) expect(stationLabelZh(city, station.name), station.name).toMatch(/站$/)
    }
  })

  it('are the station names of the transit module', () => {
    expect(stationLabelZh('toronto', 'Eglinton')).toBe('艾灵顿站')
    expect(stationLabelZh('toronto', 'Union')).toBe('联合车站')
    expect(stationLabelZh('vancouver', 'Stadium–Chinatown')).toBe('体育馆-唐人街站')
    expect(stationLabelZh('toronto', 'Nowhere')).toBeUndefined()
  })
})
