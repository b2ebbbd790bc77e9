import { type Flavor, layers, namedFlavor } from '@protomaps/basemaps'
import type { LayerSpecification, StyleSpecification } from 'maplibre-gl'
import type { BasemapLanguage } from './pmtiles-style-url.ts'

/** The source the Protomaps layers read, and the scheme the `pmtiles` package's protocol answers. */
const SOURCE = 'protomaps'

/** Shown on the map with the basemap: OpenStreetMap's data (ODbL) and Protomaps' schema and style. */
export const PMTILES_ATTRIBUTION =
  '<a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener">© OpenStreetMap</a> ' +
  '<a href="https://protomaps.com" target="_blank" rel="noopener">Protomaps</a>'

/**
 * Protomaps' light flavour without points of interest: shops and cafés would compete with the listings' pins, and
 * their icons need a sprite.
 */
const FLAVOR: Flavor = { ...namedFlavor('light'), pois: undefined }

/** Layers that are pictures first (one-way arrows, highway shields): without a sprite they are left out. */
const PICTURE_LAYERS = new Set(['roads_oneway', 'roads_shields'])

/**
 * The layers without icons: the style names no sprite (no request leaves for one), so a name keeps its text and
 * loses its dot, and a layer that is only a picture is left out.
 */
function withoutIcons(all: LayerSpecification[]): LayerSpecification[] {
  return all.flatMap((layer): LayerSpecification[] => {
    if (PICTURE_LAYERS.has(layer.id)) return []
    if (layer.type !== 'symbol' || !layer.layout || !('icon-image' in layer.layout)) return [layer]
    if (!('text-field' in layer.layout)) return []
    const layout = Object.fromEntries(Object.entries(layer.layout).filter(([key]) => !key.startsWith('icon-')))
    return [{ ...layer, layout }]
  })
}

/**
 * The operator's OpenStreetMap basemap: Protomaps' maintained style over the archive at `archive` (an absolute URL
 * the `pmtiles` protocol reads in ranges), its names in `lang` — `name:zh-Hans` or `name:en`, falling back to English
 * and then to the local name, with the local name on a second line where it differs. No glyph server: MapLibre draws
 * the text with the system's fonts, as the bundled basemap's names are drawn.
 */
export function pmtilesStyle(archive: string, lang: BasemapLanguage): StyleSpecification {
  return {
    version: 8,
    name: 'MapleNest OpenStreetMap',
    sources: {
      [SOURCE]: { type: 'vector', url: `pmtiles://${archive}`, attribution: PMTILES_ATTRIBUTION },
    },
    layers: withoutIcons(layers(SOURCE, FLAVOR, { lang }) as LayerSpecification[]),
  }
}
