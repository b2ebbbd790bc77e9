import type { Feature, FeatureCollection, Geometry, Position } from 'geojson'
import type { LayerSpecification, StyleSpecification } from 'maplibre-gl'
import { type Point, project, type ScreenView } from './web-mercator.ts'

/** One shape of the drawn basemap, ready for SVG. */
export type BasemapShape =
  | { kind: 'path'; key: string; d: string; fill?: string; stroke?: string; width?: number; round?: boolean }
  | { kind: 'circle'; key: string; x: number; y: number; r: number; fill: string; stroke: string; width: number }

type Value = unknown

/**
 * A paint value of the bundled style at a zoom for a feature: a constant, `['get', name]`, or
 * `['interpolate', ['linear' | 'exponential', base], ['zoom'], z0, v0, z1, v1, …]` — the only forms the bundled
 * style uses.
 */
export function evaluate(value: Value, zoom: number, properties: Record<string, unknown> = {}): Value {
  if (!Array.isArray(value)) return value
  if (value[0] === 'get') return properties[value[1] as string]
  if (value[0] === 'interpolate') {
    const [, curve, , ...stops] = value as [string, [string, number?], unknown, ...number[]]
    const base = curve[0] === 'exponential' ? (curve[1] ?? 1) : 1
    if (zoom <= stops[0]!) return stops[1]
    for (let i = 2; i < stops.length; i += 2) {
      const z0 = stops[i - 2]!
      const z1 = stops[i]!
      if (zoom > z1) continue
      const v0 = stops[i - 1]!
      const v1 = stops[i + 1]!
      const span = z1 - z0
      const t = base === 1 ? (zoom - z0) / span : (base ** (zoom - z0) - 1) / (base ** span - 1)
      return v0 + (v1 - v0) * t
    }
    return stops.at(-1)
  }
  throw new Error(`The map picture cannot read the expression ${JSON.stringify(value)}`)
}

/** A layer's filter for a feature: none, or `['==', ['get', name], value]`. */
function passes(filter: Value, properties: Record<string, unknown>): boolean {
  if (!filter) return true
  const [op, get, expected] = filter as [string, [string, string], unknown]
  if (op === '==' && get[0] === 'get') return properties[get[1]] === expected
  throw new Error(`The map picture cannot read the filter ${JSON.stringify(filter)}`)
}

const round = (n: number) => Math.round(n * 10) / 10

function ringPath(ring: readonly Point[], close: boolean): string {
  const d = ring.map((p, i) => `${i ? 'L' : 'M'}${round(p.x)} ${round(p.y)}`).join('')
  return close ? `${d}Z` : d
}

/** Whether any part of a drawn geometry's bounding box is within the view (with a margin for thick lines). */
function onScreen(view: ScreenView, rings: readonly (readonly Point[])[]): boolean {
  let x0 = Number.POSITIVE_INFINITY
  let y0 = Number.POSITIVE_INFINITY
  let x1 = Number.NEGATIVE_INFINITY
  let y1 = Number.NEGATIVE_INFINITY
  for (const ring of rings) {
    for (const p of ring) {
      x0 = Math.min(x0, p.x)
      y0 = Math.min(y0, p.y)
      x1 = Math.max(x1, p.x)
      y1 = Math.max(y1, p.y)
    }
  }
  const margin = 20
  return x1 >= -margin && y1 >= -margin && x0 <= view.width + margin && y0 <= view.height + margin
}

function ringsOf(geometry: Geometry): Position[][] {
  switch (geometry.type) {
    case 'Polygon':
    case 'MultiLineString':
      return geometry.coordinates
    case 'MultiPolygon':
      return geometry.coordinates.flat()
    case 'LineString':
      return [geometry.coordinates]
    default:
      return []
  }
}

function layerShapes(view: ScreenView, layer: LayerSpecification, data: FeatureCollection): BasemapShape[] {
  if (layer.type !== 'fill' && layer.type !== 'line' && layer.type !== 'circle') return []
  const paint = (layer.paint ?? {}) as Record<string, Value>
  const shapes: BasemapShape[] = []
  data.features.forEach((feature: Feature, index) => {
    const properties = (feature.properties ?? {}) as Record<string, unknown>
    if (!passes((layer as { filter?: Value }).filter, properties)) return
    const key = `${layer.id}-${index}`
    const get = (name: string) => evaluate(paint[name], view.zoom, properties)
    if (layer.type === 'circle') {
      if (feature.geometry.type !== 'Point') return
      const [lng, lat] = feature.geometry.coordinates as [number, number]
      const at = project(view, [lng, lat])
      if (at.x < -10 || at.y < -10 || at.x > view.width + 10 || at.y > view.height + 10) return
      shapes.push({
        kind: 'circle',
        key,
        x: round(at.x),
        y: round(at.y),
        r: round(get('circle-radius') as number),
        fill: get('circle-color') as string,
        stroke: get('circle-stroke-color') as string,
        width: get('circle-stroke-width') as number,
      })
      return
    }
    const rings = ringsOf(feature.geometry).map((ring) => ring.map((p) => project(view, [p[0]!, p[1]!])))
    if (rings.length === 0 || !onScreen(view, rings)) return
    const closed = feature.geometry.type === 'Polygon' || feature.geometry.type === 'MultiPolygon'
    const d = rings.map((ring) => ringPath(ring, closed)).join('')
    if (layer.type === 'fill') shapes.push({ kind: 'path', key, d, fill: get('fill-color') as string })
    else {
      shapes.push({
        kind: 'path',
        key,
        d,
        stroke: get('line-color') as string,
        width: round(get('line-width') as number),
        round: (layer.layout as { 'line-join'?: string } | undefined)?.['line-join'] === 'round',
      })
    }
  })
  return shapes
}

/**
 * The bundled basemap drawn for a view as SVG shapes, layer by layer in the style's order, with the style's own
 * colours, widths and zoom ranges: the map's first picture, before the WebGL map has started.
 */
export function basemapShapes(
  style: StyleSpecification,
  view: ScreenView,
): { background: string; shapes: BasemapShape[] } {
  let background = 'transparent'
  const shapes: BasemapShape[] = []
  for (const layer of style.layers) {
    if ((layer.minzoom ?? 0) > view.zoom || (layer.maxzoom ?? 24) <= view.zoom) continue
    if (layer.type === 'background') {
      background = String(evaluate(layer.paint?.['background-color'], view.zoom))
      continue
    }
    const source = style.sources[(layer as { source: string }).source]
    if (source?.type !== 'geojson' || typeof source.data !== 'object') continue
    shapes.push(...layerShapes(view, layer, source.data as FeatureCollection))
  }
  return { background, shapes }
}
