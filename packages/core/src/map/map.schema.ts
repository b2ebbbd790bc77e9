import { z } from 'zod'
import { DRAW_MIN_POINTS, MAP_SHARE_LIMIT } from '../constants.ts'
import {
  checkListingFilters,
  listingSearchQuerySchema,
  listingSummarySchema,
  vowAccessSchema,
} from '../listings/listing.schema.ts'
import { MAP_POLYGON_MAX_POINTS, MAP_ZOOM_MAX, MAP_ZOOM_MIN } from './clusters.ts'
import { collapseRepeats, isSelfIntersecting, parseMapBbox } from './geometry.ts'
import { MAP_FILTER_KEYS, MAP_PLACE_KEYS } from './map-filter-keys.ts'

type FilterKey = (typeof MAP_FILTER_KEYS)[number]
const s = listingSearchQuerySchema.shape
const filterShape = Object.fromEntries(MAP_FILTER_KEYS.map((k) => [k, s[k]])) as { [K in FilterKey]: (typeof s)[K] }

export const mapFiltersSchema = z.strictObject(filterShape).superRefine(checkListingFilters)
export type MapFilters = z.infer<typeof mapFiltersSchema>

export const bboxSchema = z.string().transform((text, ctx) => {
  const r = parseMapBbox(text)
  if (r.ok) return r.value
  ctx.addIssue({ code: 'custom', message: r.error })
  return z.NEVER
})

export const zoomSchema = z.coerce
  .number({ error: 'map.api.zoom' })
  .min(MAP_ZOOM_MIN, 'map.api.zoom')
  .max(MAP_ZOOM_MAX, 'map.api.zoom')

/** GET /house/api/map/v1/clusters: the view (`bbox=w,s,e,n`, `zoom`) and the listing filters. */
export const mapClustersQuerySchema = z
  .strictObject({ bbox: bboxSchema, zoom: zoomSchema, ...filterShape })
  .superRefine(checkListingFilters)
export type MapClustersQuery = z.infer<typeof mapClustersQuerySchema>

export const latLngSchema = z.strictObject({
  lat: z.number().min(-90, 'map.api.point.lat').max(90, 'map.api.point.lat'),
  lng: z.number().min(-180, 'map.api.point.lng').max(180, 'map.api.point.lng'),
})

/** A drawn area: 3 to 500 corners (repeats collapsed), edges that never cross; the ring closes by itself. */
export const polygonSchema = z
  .array(latLngSchema)
  .max(MAP_POLYGON_MAX_POINTS, 'map.api.polygon.tooMany')
  .transform((points, ctx) => {
    const ring = collapseRepeats(points)
    if (ring.length < DRAW_MIN_POINTS) {
      ctx.addIssue({ code: 'custom', message: 'map.api.polygon.tooFew' })
      return z.NEVER
    }
    if (isSelfIntersecting(ring)) {
      ctx.addIssue({ code: 'custom', message: 'map.api.polygon.selfIntersecting' })
      return z.NEVER
    }
    return ring
  })

/** POST /house/api/map/v1/area */
export const mapAreaBodySchema = z.strictObject({
  polygon: polygonSchema,
  filters: mapFiltersSchema.default({ sr: 'Sale', status: 'active' }),
})
export type MapAreaBody = z.infer<typeof mapAreaBodySchema>

export const ML_NUM_PATTERN = /^[A-Za-z0-9-]{1,20}$/

/** POST /house/api/map/v1/share: 1 to 20 different MLS numbers, in the order the selection shows them. */
export const mapShareBodySchema = z.strictObject({
  mlNums: z
    .array(z.string().trim().regex(ML_NUM_PATTERN, 'map.api.share.mlNum'))
    .min(1, 'map.api.share.empty')
    .max(MAP_SHARE_LIMIT, 'map.api.share.tooMany')
    .transform((nums, ctx) => {
      const upper = nums.map((n) => n.toUpperCase())
      if (new Set(upper).size !== upper.length) {
        ctx.addIssue({ code: 'custom', message: 'map.api.share.duplicate' })
        return z.NEVER
      }
      return upper
    }),
})
export type MapShareBody = z.infer<typeof mapShareBodySchema>

/** Share ids: 12 url-safe characters. */
export const MAP_SHARE_ID_PATTERN = /^[A-Za-z0-9_-]{12}$/
export const mapShareParamsSchema = z.strictObject({
  shareId: z.string().regex(MAP_SHARE_ID_PATTERN, 'map.api.shareId'),
})

export const mapClusterSchema = z.object({
  lng: z.number(),
  lat: z.number(),
  count: z.number().int(),
  minPrice: z.number().int(),
  maxPrice: z.number().int(),
})
export type MapCluster = z.infer<typeof mapClusterSchema>

/**
 * The place a map search is narrowed to (a municipality, district, neighbourhood, station, campus or postal-code
 * prefix): each named in the request's language, and where the homes that pass the filters lie, wherever the view is,
 * so that the map can be framed on them.
 */
export const mapPlaceSchema = z.object({
  labels: z.array(z.object({ key: z.enum(MAP_PLACE_KEYS), name: z.string(), label: z.string() })),
  /** west, south, east, north of those homes; null when none passes. */
  extent: z.tuple([z.number(), z.number(), z.number(), z.number()]).nullable(),
})
export type MapPlace = z.infer<typeof mapPlaceSchema>

export const mapClustersSchema = z.object({
  zoom: z.number(),
  /**
   * clusters: counts per grid cell, and the listings too (newest first) when the view holds few enough to list;
   * listings: the listings themselves (newest first, capped), no clusters.
   */
  mode: z.enum(['clusters', 'listings']),
  /** Listings in the view that pass the filters (the clusters' counts add up to it). */
  total: z.number().int(),
  clusters: z.array(mapClusterSchema),
  listings: z.array(listingSummarySchema),
  vow: vowAccessSchema,
  /** Only when the filters name a place. */
  place: mapPlaceSchema.optional(),
})
export type MapClusters = z.infer<typeof mapClustersSchema>

export const mapAreaSchema = z.object({
  /** Listings inside the area, newest first, at most 200 (MAP_AREA_CAP). */
  items: z.array(listingSummarySchema),
  /** Every listing inside the area. */
  total: z.number().int(),
  vow: vowAccessSchema,
})
export type MapArea = z.infer<typeof mapAreaSchema>

export const mapShareCreatedSchema = z.object({ shareId: z.string() })

export const mapShareSchema = z.object({
  shareId: z.string(),
  createdAt: z.string(),
  /** The shared listings in the order saved; listings gone from the data are left out. */
  items: z.array(listingSummarySchema),
  vow: vowAccessSchema,
})
export type MapShare = z.infer<typeof mapShareSchema>

export const mapConfigSchema = z.object({
  /** A MapLibre style URL for the base map, or null for the app's own. */
  styleUrl: z.string().nullable(),
  /**
   * The operator's PMTiles archive (an OpenStreetMap extract) for the Protomaps basemap: this server's path to it, or
   * the URL of its host; null when there is none.
   */
  pmtilesUrl: z.string().nullable(),
})
export type MapConfig = z.infer<typeof mapConfigSchema>
