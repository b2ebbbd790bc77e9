import { writeFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { type GeoJSONVTTile, geoJSONToTile } from '@maplibre/geojson-vt'
import { fromGeojsonVt } from '@maplibre/vt-pbf'
import type { Feature, FeatureCollection } from 'geojson'
import { zxyToTileId } from 'pmtiles'

/**
 * A small PMTiles v3 archive of downtown Toronto in the Protomaps basemap's layers (earth, water, roads, places),
 * written as the format describes it: a 127-byte header, a root directory of varint columns, JSON metadata and
 * gzipped Mapbox vector tiles from zoom 0 to `MAX_ZOOM`. Names carry `name:en` and `name:zh-Hans`, as
 * OpenStreetMap's do, so a map drawn from it shows the page's language.
 */

/** West, south, east, north of what the archive covers. */
export const ARCHIVE_BOUNDS = [-79.5, 43.6, -79.3, 43.72] as const
export const MAX_ZOOM = 12
const [WEST, SOUTH, EAST, NORTH] = ARCHIVE_BOUNDS

const feature = (layer: string, geometry: Feature['geometry'], properties: Record<string, unknown> = {}): Feature => ({
  type: 'Feature',
  geometry,
  properties: { layer, ...properties },
})

const box = (w: number, s: number, e: number, n: number): Feature['geometry'] => ({
  type: 'Polygon',
  coordinates: [
    [
      [w, s],
      [e, s],
      [e, n],
      [w, n],
      [w, s],
    ],
  ],
})

/** Land, the lake's shore, two main streets and the city's name. */
const FEATURES: Feature[] = [
  feature('earth', box(WEST, 43.638, EAST, NORTH), { kind: 'earth' }),
  feature('water', box(WEST, SOUTH, EAST, 43.638), { kind: 'lake', name: 'Lake Ontario', 'name:zh-Hans': '安大略湖' }),
  feature(
    'roads',
    {
      type: 'LineString',
      coordinates: [
        [-79.3832, 43.6405],
        [-79.3871, 43.671],
        [-79.3985, 43.7175],
      ],
    },
    { kind: 'major_road', name: 'Yonge Street', 'name:en': 'Yonge Street', 'name:zh-Hans': '央街', min_zoom: 9 },
  ),
  feature(
    'roads',
    {
      type: 'LineString',
      coordinates: [
        [-79.49, 43.6505],
        [-79.3835, 43.6535],
        [-79.31, 43.6722],
      ],
    },
    { kind: 'major_road', name: 'Queen Street', 'name:en': 'Queen Street', 'name:zh-Hans': '皇后街', min_zoom: 9 },
  ),
  feature(
    'places',
    { type: 'Point', coordinates: [-79.3839, 43.6535] },
    {
      kind: 'locality',
      name: 'Toronto',
      'name:en': 'Toronto',
      'name:zh-Hans': '多伦多',
      min_zoom: 3,
      population_rank: 15,
      sort_key: 1,
    },
  ),
]

/** The layers of the archive, as the metadata lists them. */
const LAYERS = ['earth', 'water', 'roads', 'places']

/** Tile x and y of a longitude and latitude at a zoom. */
function tileOf(lng: number, lat: number, z: number): [number, number] {
  const n = 2 ** z
  const x = Math.floor(((lng + 180) / 360) * n)
  const rad = (lat * Math.PI) / 180
  const y = Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n)
  return [Math.min(n - 1, x), Math.min(n - 1, y)]
}

/** The vector tiles, gzipped, keyed by PMTiles tile id (a Hilbert curve index across zooms). */
function vectorTiles(): Map<number, Buffer> {
  const collections = LAYERS.map((layer) => ({
    layer,
    collection: {
      type: 'FeatureCollection',
      features: FEATURES.filter((f) => f.properties?.layer === layer),
    } satisfies FeatureCollection,
  }))
  const tiles = new Map<number, Buffer>()
  for (let z = 0; z <= MAX_ZOOM; z++) {
    const [x0, y0] = tileOf(WEST, NORTH, z)
    const [x1, y1] = tileOf(EAST, SOUTH, z)
    for (let x = x0; x <= x1; x++) {
      for (let y = y0; y <= y1; y++) {
        const layers: Record<string, GeoJSONVTTile> = {}
        for (const { layer, collection } of collections) {
          const tile = geoJSONToTile(collection, z, x, y, { extent: 4096, clip: true })
          if (tile && tile.features.length > 0) layers[layer] = tile
        }
        if (Object.keys(layers).length === 0) continue
        tiles.set(zxyToTileId(z, x, y), gzipSync(fromGeojsonVt(layers, { version: 2, extent: 4096 })))
      }
    }
  }
  return tiles
}

/** An unsigned LEB128 varint, as PMTiles directories write their columns. */
function varint(value: number, out: number[]) {
  let v = value
  while (v >= 0x80) {
    out.push((v % 0x80) | 0x80)
    v = Math.floor(v / 0x80)
  }
  out.push(v)
}

interface Entry {
  tileId: number
  offset: number
  length: number
  runLength: number
}

/** A directory: the count, then tile id deltas, run lengths, lengths and offsets (0: right after the previous). */
function directory(entries: readonly Entry[]): Buffer {
  const out: number[] = []
  varint(entries.length, out)
  let last = 0
  for (const e of entries) {
    varint(e.tileId - last, out)
    last = e.tileId
  }
  for (const e of entries) varint(e.runLength, out)
  for (const e of entries) varint(e.length, out)
  entries.forEach((e, i) => {
    const previous = entries[i - 1]
    varint(previous && e.offset === previous.offset + previous.length ? 0 : e.offset + 1, out)
  })
  return Buffer.from(out)
}

const GZIP = 2
const MVT = 1

/** The archive's bytes. */
export function testArchive(): Buffer {
  const tiles = [...vectorTiles()].sort(([a], [b]) => a - b)
  const entries: Entry[] = []
  let offset = 0
  for (const [tileId, data] of tiles) {
    entries.push({ tileId, offset, length: data.length, runLength: 1 })
    offset += data.length
  }
  const root = gzipSync(directory(entries))
  const metadata = gzipSync(
    JSON.stringify({
      name: 'MapleNest test extract',
      attribution: '© OpenStreetMap',
      vector_layers: LAYERS.map((id) => ({ id, fields: {} })),
    }),
  )
  const tileData = Buffer.concat(tiles.map(([, data]) => data))

  const header = Buffer.alloc(127)
  header.write('PMTiles', 0, 'latin1')
  header.writeUInt8(3, 7)
  const rootOffset = 127
  const metadataOffset = rootOffset + root.length
  const tileDataOffset = metadataOffset + metadata.length
  const u64 = (at: number, value: number) => header.writeBigUInt64LE(BigInt(value), at)
  u64(8, rootOffset)
  u64(16, root.length)
  u64(24, metadataOffset)
  u64(32, metadata.length)
  u64(40, tileDataOffset) // no leaf directories: their section is empty, where the tile data starts
  u64(48, 0)
  u64(56, tileDataOffset)
  u64(64, tileData.length)
  u64(72, entries.length)
  u64(80, entries.length)
  u64(88, entries.length)
  header.writeUInt8(1, 96) // clustered: tiles in tile id order
  header.writeUInt8(GZIP, 97) // directories and metadata
  header.writeUInt8(GZIP, 98) // tiles
  header.writeUInt8(MVT, 99)
  header.writeUInt8(0, 100)
  header.writeUInt8(MAX_ZOOM, 101)
  const e7 = (deg: number) => Math.round(deg * 1e7)
  header.writeInt32LE(e7(WEST), 102)
  header.writeInt32LE(e7(SOUTH), 106)
  header.writeInt32LE(e7(EAST), 110)
  header.writeInt32LE(e7(NORTH), 114)
  header.writeUInt8(11, 118)
  header.writeInt32LE(e7(-79.3839), 119)
  header.writeInt32LE(e7(43.6535), 123)
  return Buffer.concat([header, root, metadata, tileData])
}

/** Writes the archive to `path` and returns its bytes. */
export function writeTestArchive(path: string): Buffer {
  const bytes = testArchive()
  writeFileSync(path, bytes)
  return bytes
}
