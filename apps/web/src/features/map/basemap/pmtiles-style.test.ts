import { expression, latest, validateStyleMin } from '@maplibre/maplibre-gl-style-spec'
import type { LayerSpecification, SymbolLayerSpecification } from 'maplibre-gl'
import { describe, expect, it } from 'vitest'
import { pmtilesStyle } from './pmtiles-style.ts'
import { basemapLanguage, pmtilesStyleUrl, readPmtilesStyleUrl } from './pmtiles-style-url.ts'

const ARCHIVE = 'http://localhost:8080/house/api/map/v1/basemap.pmtiles'

/** A place and a street as an OpenStreetMap extract names them. */
const TORONTO = { kind: 'locality', name: 'Toronto', 'name:en': 'Toronto', 'name:zh-Hans': '多伦多', min_zoom: 3 }
const YONGE = { kind: 'major_road', name: 'Yonge Street', 'name:en': 'Yonge Street', 'name:zh-Hans': '央街' }
/** A street OpenStreetMap has no Chinese name for. */
const BLOOR = { kind: 'major_road', name: 'Bloor Street West', 'name:en': 'Bloor Street West' }

const layer = (all: LayerSpecification[], id: string) =>
  all.find((l): l is SymbolLayerSpecification => l.id === id && l.type === 'symbol')!

/** The text MapLibre draws for a feature in a symbol layer, as it evaluates the layer's text-field. */
function drawnText(symbol: SymbolLayerSpecification, properties: Record<string, unknown>, zoom = 14): string {
  const compiled = expression.createExpression(
    symbol.layout?.['text-field'],
    `layers.${symbol.id}.layout.text-field`,
    latest.layout_symbol['text-field'] as unknown as Parameters<typeof expression.createExpression>[2],
  )
  if (compiled.result !== 'success') throw new Error(JSON.stringify(compiled.value))
  const value = compiled.value.evaluate({ zoom }, { type: 'Point', properties } as never)
  return String(value).trim()
}

describe('the operator’s PMTiles basemap style', () => {
  it('names places and streets in Chinese on a Chinese page, with the local name beneath', () => {
    const style = pmtilesStyle(ARCHIVE, basemapLanguage('zh-Hans-CN'))
    expect(drawnText(layer(style.layers, 'places_locality'), TORONTO)).toBe('多伦多\nToronto')
    expect(drawnText(layer(style.layers, 'roads_labels_major'), YONGE)).toBe('央街\nYonge Street')
    // no Chinese name: English, once
    expect(drawnText(layer(style.layers, 'roads_labels_major'), BLOOR)).toBe('Bloor Street West')
  })

  it('names them in English on an English page, never in Chinese', () => {
    const style = pmtilesStyle(ARCHIVE, basemapLanguage('en-GB'))
    expect(drawnText(layer(style.layers, 'places_locality'), TORONTO)).toBe('Toronto')
    expect(drawnText(layer(style.layers, 'roads_labels_major'), YONGE)).toBe('Yonge Street')
    expect(JSON.stringify(style.layers)).not.toContain('name:zh-Hans')
  })

  it('reads the archive through the pmtiles protocol with its credits, and asks for no sprite, glyphs or icons', () => {
    const style = pmtilesStyle(ARCHIVE, 'en')
    // a style MapLibre accepts as it is, in either language
    expect(validateStyleMin(style)).toEqual([])
    expect(validateStyleMin(pmtilesStyle(ARCHIVE, 'zh-Hans'))).toEqual([])
    expect(style.sources).toEqual({
      protomaps: { type: 'vector', url: `pmtiles://${ARCHIVE}`, attribution: expect.stringContaining('OpenStreetMap') },
    })
    expect(style.sprite).toBeUndefined()
    expect(style.glyphs).toBeUndefined()
    expect(JSON.stringify(style.layers)).not.toContain('icon-image')
    expect(style.layers.map((l) => l.id)).toEqual(expect.arrayContaining(['earth', 'water', 'roads_major']))
    expect(style.layers.map((l) => l.id)).not.toContain('pois')
  })

  it('is asked for by a style URL that carries the archive and the page’s language', () => {
    const url = pmtilesStyleUrl('/house/api/map/v1/basemap.pmtiles', 'zh-Hans-CN')
    expect(url).toMatch(/^maplenest-basemap:\/\/style\?/)
    expect(readPmtilesStyleUrl(url)).toEqual({ archive: '/house/api/map/v1/basemap.pmtiles', lang: 'zh-Hans' })
    expect(readPmtilesStyleUrl(pmtilesStyleUrl('https://tiles.example.ca/t.pmtiles?v=2', 'en-GB'))).toEqual({
      archive: 'https://tiles.example.ca/t.pmtiles?v=2',
      lang: 'en',
    })
    expect(readPmtilesStyleUrl('https://tiles.example.ca/style.json')).toBeNull()
  })
})
