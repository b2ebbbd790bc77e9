import { MUNICIPALITIES } from '@maplenest/core'
import type { StyleSpecification } from 'maplibre-gl'
import { describe, expect, it } from 'vitest'
import { type BasemapLabel, BUNDLED_LABELS, labelText } from './basemap-labels.ts'
import { bundledStyle } from './basemap-style.ts'
import near from './near-labels.json'

/** The features of one part of the bundled basemap's source. */
const partOf = (style: StyleSpecification) => (part: string) =>
  (style.sources.basemap as { data: { features: { properties: Record<string, string> }[] } }).data.features.filter(
    (f) => f.properties.part === part,
  )

/** Every name the map can draw: the bundled ones and the near ones fetched once a map has drawn. */
const ALL_LABELS: readonly BasemapLabel[] = [...BUNDLED_LABELS, ...(near.labels as BasemapLabel[])]

describe('bundled basemap', () => {
  it('draws offline: inline GeoJSON only, no glyphs, sprites, tiles or text layers', () => {
    const style = bundledStyle()
    expect(style.glyphs).toBeUndefined()
    expect(style.sprite).toBeUndefined()
    for (const source of Object.values(style.sources)) {
      expect(source.type).toBe('geojson')
      expect(typeof (source as { data: unknown }).data).toBe('object')
    }
    expect(style.layers.map((layer) => layer.type).every((type) => type !== 'symbol')).toBe(true)
    // one source, so that a frame draws each tile's clipping mask once, not once for each source
    expect(Object.keys(style.sources)).toEqual(['basemap'])
    expect(style.layers.every((layer) => layer.type === 'background' || 'filter' in layer)).toBe(true)
  })

  it('has both cities and the municipalities round them, their water, four rapid-transit lines and their stations', () => {
    const features = partOf(bundledStyle())
    const land = features('land').map((f) => f.properties.municipality ?? f.properties.city)
    expect(land).toEqual(
      expect.arrayContaining(['toronto', 'vancouver', 'Markham', 'Richmond Hill', 'Burnaby', 'Surrey']),
    )
    expect(land).toHaveLength(2 + MUNICIPALITIES.length)
    // each named in both languages, from the whole-region view
    expect(ALL_LABELS.find((l) => l.kind === 'district' && l.en === 'Markham')?.zh).toBe('万锦')
    expect(ALL_LABELS.find((l) => l.kind === 'area' && l.en === 'Metrotown')?.zh).toBe('铁道镇')
    expect(features('water').some((f) => f.properties.name === 'Lake Ontario')).toBe(true)
    expect(features('transit').map((f) => f.properties.name)).toEqual([
      'Line 1 Yonge–University',
      'Line 2 Bloor–Danforth',
      'Expo Line',
      'Canada Line',
    ])
    const stations = ALL_LABELS.filter((l) => l.kind === 'station')
    expect(stations.map((s) => s.en)).toEqual(expect.arrayContaining(['Union', 'Kipling', 'Waterfront', 'Metrotown']))
    expect(features('station')).toHaveLength(stations.length)
  })

  it('labels follow the app language', () => {
    const union = ALL_LABELS.find((l) => l.en === 'Union')!
    expect(labelText(union, 'en-GB')).toBe('Union')
    expect(labelText(union, 'zh-Hans-CN')).toBe('联合车站')
    const casaLoma = ALL_LABELS.find((l) => l.kind === 'area' && l.en === 'Casa Loma')!
    expect(labelText(casaLoma, 'zh-Hans-CN')).toBe('卡萨罗马')
  })

  it('names a station in Chinese as the transit module does, with 站 once', () => {
    const zh = (name: string) => labelText(ALL_LABELS.find((l) => l.kind === 'station' && l.en === name)!, 'zh')
    expect(zh('Eglinton')).toBe('艾灵顿站')
    expect(zh('College')).toBe('学院街站')
    expect(zh('Waterfront')).toBe('海滨站')
    expect(zh('Union')).toBe('联合车站')
  })

  it('draws the main streets of both cities, arterials from the city view and side streets closer in, each named', () => {
    const style = bundledStyle()
    const streets = [...partOf(style)('street-major'), ...partOf(style)('street-minor')]
    const names = streets.map((f) => f.properties.name)
    expect(names).toEqual(
      expect.arrayContaining(['Yonge St', 'Bloor St W', 'Queens Quay W', 'Blue Jays Way', 'W Broadway', 'Main St']),
    )
    const minzoom = (id: string) => style.layers.find((layer) => layer.id === id)?.minzoom
    expect(minzoom('street-major')).toBe(10)
    expect(minzoom('street-minor')).toBeGreaterThan(12)
    const named = new Set(ALL_LABELS.filter((l) => l.kind === 'street' || l.kind === 'side-street').map((l) => l.en))
    expect([...named].sort()).toEqual([...new Set(names)].sort())
  })
})
