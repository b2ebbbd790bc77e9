import type { Feature, FeatureCollection } from 'geojson'
import type {
  ExpressionSpecification,
  FilterSpecification,
  LineLayerSpecification,
  StyleSpecification,
} from 'maplibre-gl'
import data from './basemap-data.json'
import { BUNDLED_LABELS } from './basemap-labels.ts'

/** Line width by zoom: arterials show from the whole-city view, side streets once a neighbourhood fills the screen. */
const streetWidth = (rank: 'major' | 'minor', casing: number): ExpressionSpecification =>
  rank === 'major'
    ? ['interpolate', ['exponential', 1.6], ['zoom'], 10, 0.6 + casing, 13, 2.5 + casing, 16, 9 + casing]
    : ['interpolate', ['exponential', 1.6], ['zoom'], 12.5, 0.8 + casing, 16, 6 + casing]

/** The part of the basemap a feature belongs to: each layer draws its own part of the one source. */
type Part = 'land' | 'water' | 'street-major' | 'street-minor' | 'transit' | 'station'

const part = (name: Part): FilterSpecification => ['==', ['get', 'part'], name]

const inPart = (features: readonly Feature[], name: Part | ((feature: Feature) => Part)): Feature[] =>
  features.map((feature) => ({
    ...feature,
    properties: { ...feature.properties, part: typeof name === 'string' ? name : name(feature) },
  }))

/** A street rank's casing and fill. */
function streetLayers(rank: 'major' | 'minor'): LineLayerSpecification[] {
  const common: Omit<LineLayerSpecification, 'id'> = {
    type: 'line',
    source: 'basemap',
    minzoom: rank === 'major' ? 10 : 12.5,
    filter: part(`street-${rank}`),
    layout: { 'line-join': 'round', 'line-cap': 'round' },
  }
  return [
    {
      ...common,
      id: `street-${rank}-casing`,
      paint: { 'line-color': '#cbc3b0', 'line-width': streetWidth(rank, 1.5) },
    },
    { ...common, id: `street-${rank}`, paint: { 'line-color': '#fffdf6', 'line-width': streetWidth(rank, 0) } },
  ]
}

/**
 * The bundled schematic basemap: land inside the city outlines, water, main streets, rapid-transit lines and
 * stations, all from the bundled GeoJSON. No tiles, glyphs or sprites, so it draws offline and in tests.
 *
 * Everything is one source, each layer taking its part by a filter: MapLibre draws a tile's clipping mask again for
 * each source the layers of a frame switch to: with five sources, a third of the draw calls of a frame.
 */
export function bundledStyle(): StyleSpecification {
  const stations = BUNDLED_LABELS.filter((l) => l.kind === 'station').map(
    (l): Feature => ({ type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: [l.lng, l.lat] } }),
  )
  const features = [
    ...inPart((data.land as FeatureCollection).features, 'land'),
    ...inPart((data.water as FeatureCollection).features, 'water'),
    ...inPart((data.streets as FeatureCollection).features, (f) =>
      f.properties?.rank === 'major' ? 'street-major' : 'street-minor',
    ),
    ...inPart((data.lines as FeatureCollection).features, 'transit'),
    ...inPart(stations, 'station'),
  ]
  return {
    version: 8,
    name: 'MapleNest schematic',
    sources: { basemap: { type: 'geojson', data: { type: 'FeatureCollection', features } } },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': '#ebe9e2' } },
      {
        id: 'land',
        type: 'fill',
        source: 'basemap',
        filter: part('land'),
        paint: { 'fill-color': '#f7f6f1' },
      },
      {
        id: 'land-edge',
        type: 'line',
        source: 'basemap',
        filter: part('land'),
        paint: { 'line-color': '#b9c8c2', 'line-width': 1.2 },
      },
      {
        id: 'water',
        type: 'fill',
        source: 'basemap',
        filter: part('water'),
        paint: { 'fill-color': '#cfe6ef' },
      },
      ...streetLayers('minor'),
      ...streetLayers('major'),
      {
        id: 'transit-casing',
        type: 'line',
        source: 'basemap',
        filter: part('transit'),
        layout: { 'line-join': 'round', 'line-cap': 'round' },
        paint: { 'line-color': '#ffffff', 'line-width': ['interpolate', ['linear'], ['zoom'], 9, 3, 15, 8] },
      },
      {
        id: 'transit',
        type: 'line',
        source: 'basemap',
        filter: part('transit'),
        layout: { 'line-join': 'round', 'line-cap': 'round' },
        paint: {
          'line-color': ['get', 'colour'],
          'line-width': ['interpolate', ['linear'], ['zoom'], 9, 1.5, 15, 5],
        },
      },
      {
        id: 'stations',
        type: 'circle',
        source: 'basemap',
        filter: part('station'),
        minzoom: 11,
        paint: {
          'circle-radius': ['interpolate', ['linear'], ['zoom'], 11, 2.5, 15, 5],
          'circle-color': '#ffffff',
          'circle-stroke-color': '#555555',
          'circle-stroke-width': 1.2,
        },
      },
    ],
  }
}
