/** Map rules shared by the map screens and the map API: bounding boxes, zoom, drawn areas, the share limit. */

export * from './buildings.ts'
export * from './clusters.ts'
export * from './geometry.ts'
export * from './map.schema.ts'
export * from './map-filter-keys.ts'
export * from './outline.ts'
export * from './pin-layout.ts'
export * from './price-bands.ts'
