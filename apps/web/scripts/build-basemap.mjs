#!/usr/bin/env -S npx tsx
// biome-ignore-all lint/style/noRestrictedImports: a build script, run by Node outside the browser bundle
/**
 * Builds the bundled schematic basemap (src/features/map/basemap/basemap-data.json, and near-labels.json beside it) from
 * the geographic reference
 * the demo data is drawn from (apps/api/src/reference/geo-reference.json and street-lines.json): city outlines, water,
 * main streets with a name label on each stretch, rapid-transit lines with their stations, neighbourhood and campus
 * labels, and the covered municipalities round the two cities (their coarse outlines as land, their names from the
 * whole-region view and their communities' closer in). Every label carries its English name and its Chinese one, which core's place register holds (station
 * names come from core's transit module), so the map, the lists and the assistant name a place alike. Coordinates
 * are rounded to 4 decimals (about 10 m), which is plenty for a schematic map and keeps the file small. Core is
 * TypeScript, so the script runs under tsx. The names drawn only closer in than a map opens (streets, side streets and
 * campuses) go to near-labels.json, which the map fetches once its first screen has drawn, so they do not weigh on it.
 * Run once after the reference or a Chinese name changes:
 *   npx tsx apps/web/scripts/build-basemap.mjs && npx biome format --write apps/web/src/features/map/basemap/*.json
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { MUNICIPALITIES, placeZh, stationLabelZh, transitLineMapName, transitLineZh } from '@maplenest/core'
import { MUNICIPAL_AREAS } from '../../api/src/reference/municipal-areas.ts'

const here = dirname(fileURLToPath(import.meta.url))
const reference = JSON.parse(readFileSync(resolve(here, '../../api/src/reference/geo-reference.json'), 'utf8'))
const streets = JSON.parse(readFileSync(resolve(here, '../../api/src/reference/street-lines.json'), 'utf8'))
const out = resolve(here, '../src/features/map/basemap/basemap-data.json')
const nearOut = resolve(here, '../src/features/map/basemap/near-labels.json')

/**
 * Kinds of name first drawn at zoom 12.5 or closer (label-layout.ts), never on a map's opening view. Stations stay
 * with the screen: the style draws their dots from the same labels.
 */
const NEAR_KINDS = new Set(['street', 'side-street', 'campus'])

const round = (n) => Math.round(n * 1e4) / 1e4
/** [lat, lng] → [lng, lat], rounded, dropping points that round onto the previous one. */
const ring = (pairs) => {
  const coords = []
  for (const [lat, lng] of pairs) {
    const p = [round(lng), round(lat)]
    const last = coords.at(-1)
    if (!last || last[0] !== p[0] || last[1] !== p[1]) coords.push(p)
  }
  const [first] = coords
  const last = coords.at(-1)
  if (first[0] !== last[0] || first[1] !== last[1]) coords.push([...first])
  return coords
}

/**
 * Lake Ontario: the reference has no lake, but Toronto's outline follows its shore from the Rouge (point 3) to
 * Etobicoke Creek (point 13); the lake is that shore closed by a box to the south.
 */
const LAKE_ONTARIO = [...reference.bounds.toronto.slice(3, 14), [43.45, -79.56], [43.45, -79.05], [43.79, -79.05]]

/** A label's English and Chinese names; a place the register does not know stops the build rather than show English. */
const label = (en, zh) => {
  if (!zh) throw new Error(`no Chinese name for ${en}: add it to packages/core/src/places`)
  return { en, zh }
}

/**
 * Where the names a person first orients by are written on the whole-city view: Toronto's former municipalities and
 * its downtown (at a central point of each, clear of the lake and of each other), and the water. Vancouver's local
 * areas are of the same scale as Toronto's districts, so they are written from the same zoom, at their centres.
 */
const DISTRICT_LABELS = {
  toronto: [
    ['Downtown', 43.6505, -79.3835],
    ['Old Toronto', 43.6935, -79.4035],
    ['North York', 43.7655, -79.4155],
    // both reach beyond the whole-city view of a phone: named on their side of it
    ['Scarborough', 43.7655, -79.2705],
    ['Etobicoke', 43.6555, -79.4905],
    ['East York', 43.7005, -79.3325],
    ['York', 43.6885, -79.4805],
  ],
}
const WATER_LABELS = {
  toronto: [['Lake Ontario', 43.6155, -79.2985]],
  vancouver: [
    ['English Bay', 49.2885, -123.1685],
    ['False Creek', 49.2708, -123.1225],
    ['Burrard Inlet', 49.2975, -123.0805],
    ['Fraser River', 49.2035, -123.105],
  ],
}
/** A line's name is written beside the station where it reads best on the whole-city view. */
const LINE_LABEL_AT = { line1: 'Wilson', line2: 'Woodbine', expo: 'Main Street–Science World', canada: 'King Edward' }
/**
 * Local areas whose centres put their names on top of each other on the whole-city view: named where each reads as
 * itself (the West End towards English Bay, downtown at its business core).
 */
const AREA_LABEL_AT = { vancouver: { 'West End': [49.2878, -123.1405], Downtown: [49.2808, -123.1148] } }

/** The reference lists each line's stations in order; a line starts again at its first terminus. */
const LINES = {
  toronto: [
    {
      id: 'line1',
      name: 'Line 1 Yonge–University',
      colour: '#F8C300',
      from: 'Vaughan Metropolitan Centre',
      to: 'Finch',
    },
    { id: 'line2', name: 'Line 2 Bloor–Danforth', colour: '#00923F', from: 'Kipling', to: 'Kennedy' },
  ],
  vancouver: [
    { id: 'expo', name: 'Expo Line', colour: '#1D59AF', from: 'Waterfront', to: 'Columbia' },
    { id: 'canada', name: 'Canada Line', colour: '#0098C9', fromIndex: 16, to: 'Richmond–Brighouse' },
  ],
}

const features = { land: [], water: [], streets: [], lines: [] }
const labels = []
for (const city of ['toronto', 'vancouver']) {
  features.land.push({
    type: 'Feature',
    properties: { city },
    geometry: { type: 'Polygon', coordinates: [ring(reference.bounds[city])] },
  })
  if (city === 'toronto') {
    features.water.push({
      type: 'Feature',
      properties: { city, name: 'Lake Ontario', zh: placeZh(city, 'Lake Ontario', 'water') },
      geometry: { type: 'Polygon', coordinates: [ring(LAKE_ONTARIO)] },
    })
  }
  for (const water of reference.water[city]) {
    features.water.push({
      type: 'Feature',
      properties: { city },
      geometry: { type: 'Polygon', coordinates: [ring(water)] },
    })
  }
  const stations = reference.stations[city]
  for (const line of LINES[city]) {
    const start = line.fromIndex ?? stations.findIndex((s) => s.name === line.from)
    const end = stations.findIndex((s, i) => i >= start && s.name === line.to)
    const stops = stations.slice(start, end + 1)
    features.lines.push({
      type: 'Feature',
      properties: { name: line.name, zh: transitLineZh(line.id), colour: line.colour },
      geometry: { type: 'LineString', coordinates: stops.map((s) => [round(s.lng), round(s.lat)]) },
    })
    const at = stops.find((s) => s.name === LINE_LABEL_AT[line.id])
    if (!at) throw new Error(`${line.name} has no station ${LINE_LABEL_AT[line.id]} to name it beside`)
    const mapName = transitLineMapName(line.id)
    labels.push({
      kind: 'line',
      ...label(mapName.en, mapName.zh),
      lng: round(at.lng),
      lat: round(at.lat),
      colour: line.colour,
    })
    for (const s of stops) {
      if (labels.some((l) => l.kind === 'station' && l.en === s.name)) continue
      labels.push({
        kind: 'station',
        ...label(s.name, stationLabelZh(city, s.name)),
        lng: round(s.lng),
        lat: round(s.lat),
        colour: line.colour,
      })
    }
  }
  for (const street of streets[city]) {
    const coords = street.path.map(([lat, lng]) => [round(lng), round(lat)])
    features.streets.push({
      type: 'Feature',
      properties: { name: street.name, rank: street.rank },
      geometry: { type: 'LineString', coordinates: coords },
    })
    // One name per stretch between two points, at its middle, with the stretch's ends so the label runs along it.
    for (let i = 1; i < coords.length; i++) {
      const [a, b] = [coords[i - 1], coords[i]]
      labels.push({
        kind: street.rank === 'major' ? 'street' : 'side-street',
        ...label(street.name, placeZh(city, street.name, 'street')),
        lng: round((a[0] + b[0]) / 2),
        lat: round((a[1] + b[1]) / 2),
        along: [a, b],
      })
    }
  }
  for (const [name, lat, lng] of DISTRICT_LABELS[city] ?? []) {
    labels.push({ kind: 'district', ...label(name, placeZh(city, name, 'district')), lng: round(lng), lat: round(lat) })
  }
  for (const [name, lat, lng] of WATER_LABELS[city]) {
    labels.push({ kind: 'water', ...label(name, placeZh(city, name, 'water')), lng: round(lng), lat: round(lat) })
  }
  for (const n of reference[city]) {
    const [lat, lng] = AREA_LABEL_AT[city]?.[n.name] ?? [n.lat, n.lng]
    labels.push({
      // Vancouver's local areas are both its districts and its neighbourhoods: named from the whole-city view, as
      // Toronto's districts are, and on closer in, as Toronto's neighbourhoods are
      kind: city === 'vancouver' ? 'local-area' : 'area',
      ...label(n.name, placeZh(city, n.name, 'neighbourhood')),
      lng: round(lng),
      lat: round(lat),
    })
  }
  for (const area of MUNICIPAL_AREAS[city]) {
    features.land.push({
      type: 'Feature',
      properties: { city, municipality: area.name },
      geometry: { type: 'Polygon', coordinates: [ring(area.outline)] },
    })
    const { en, zh, communities } = MUNICIPALITIES.find((m) => m.en === area.name)
    // named at the middle of its communities, where its homes are
    const lat = communities.reduce((sum, c) => sum + c.lat, 0) / communities.length
    const lng = communities.reduce((sum, c) => sum + c.lng, 0) / communities.length
    labels.push({ kind: 'district', ...label(en, zh), lng: round(lng), lat: round(lat) })
    for (const c of communities) {
      labels.push({ kind: 'area', ...label(c.en, c.zh), lng: round(c.lng), lat: round(c.lat) })
    }
  }
  for (const c of reference.campuses[city]) {
    labels.push({
      kind: 'campus',
      ...label(c.name, placeZh(city, c.name, 'campus')),
      lng: round(c.lng),
      lat: round(c.lat),
    })
  }
}

const collection = (list) => ({ type: 'FeatureCollection', features: list })
const note =
  'Generated by apps/web/scripts/build-basemap.mjs from apps/api/src/reference/geo-reference.json and street-lines.json; do not edit.'
const data = {
  note,
  land: collection(features.land),
  water: collection(features.water),
  streets: collection(features.streets),
  lines: collection(features.lines),
  labels: labels.filter((l) => !NEAR_KINDS.has(l.kind)),
}
const near = { note, labels: labels.filter((l) => NEAR_KINDS.has(l.kind)) }
writeFileSync(out, `${JSON.stringify(data)}\n`)
writeFileSync(nearOut, `${JSON.stringify(near)}\n`)
console.log(
  `basemap: ${features.land.length} outlines, ${features.water.length} water areas, ${features.streets.length} streets, ${features.lines.length} lines, ${data.labels.length} labels and ${near.labels.length} near ones, ${JSON.stringify(data).length} + ${JSON.stringify(near).length} bytes`,
)
