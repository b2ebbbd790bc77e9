import { randomBytes } from 'node:crypto'
import {
  boundsOf,
  clusterCell,
  findPlacesByName,
  type Locale,
  MAP_AREA_CAP,
  MAP_CLUSTERS_BELOW_ZOOM,
  MAP_LISTINGS_CAP,
  MAP_LISTINGS_MAX,
  MAP_LISTINGS_ZOOM,
  MAP_PLACE_KEYS,
  type MapArea,
  type MapAreaBody,
  type MapClusters,
  type MapClustersQuery,
  type MapConfig,
  type MapFilters,
  type MapPlace,
  type MapShare,
  placeLabel,
  readPostalPrefix,
} from '@maplenest/core'
import { badRequest, notFound } from '../../lib/http-error.ts'
import { type Refusal, requireRegistered, type Viewer } from '../../platform/access.ts'
import { type ListingsService, toListingFilter } from '../listings/index.ts'
import type { VowService } from '../vow/index.ts'
import type { MapRepository } from './map-repository.ts'

export interface MapService {
  /**
   * Clusters of the filtered listings in the view, or the listings themselves when zoomed in or few; with the place
   * the filters name, labelled in `locale`, and where its homes lie.
   */
  clusters(query: MapClustersQuery, viewer: Viewer | null, locale: Locale): Promise<MapClusters>
  /** The filtered listings inside a drawn area, newest first, capped, with the true total. */
  area(body: MapAreaBody, viewer: Viewer | null): Promise<MapArea>
  /** Saves a selection of existing listings; registered users only (403 for visitors). */
  createShare(mlNums: readonly string[], viewer: Viewer | null): Promise<{ shareId: string }>
  /** A saved selection for anyone with its link; 404 when there is none. */
  requireShare(shareId: string, viewer: Viewer | null): Promise<MapShare>
  config(): MapConfig
  /**
   * Recounts the map's cells that listing changes have touched since the last time, so wide views add them up again;
   * null when another process is at it.
   */
  refreshCells(): Promise<number | null>
}

/** Sharing is for registered users: nobody signed in and visitors alike are told to sign in (403). */
const SHARE_SIGN_IN: Refusal = { status: 403, key: 'map.api.share.signIn' }

/** The caller, who may share: signed in with a registered account; 403 'Sign in to share listings' otherwise. */
export const requireSharer = (viewer: Viewer | null) =>
  requireRegistered(viewer, { signedOut: SHARE_SIGN_IN, visitor: SHARE_SIGN_IN })

/** A share id: 12 url-safe characters from 72 random bits. */
const newShareId = () => randomBytes(9).toString('base64url')

export function createMapService(deps: {
  repository: MapRepository
  listings: Pick<ListingsService, 'summaries'>
  vow: Pick<VowService, 'access'>
  now: () => Date
  styleUrl: string | null
  /** The operator's PMTiles archive: the path this server serves it at, or its own URL; null without one. */
  pmtilesUrl: string | null
}): MapService {
  const { repository, listings, vow, now } = deps
  // The listing search's own filter rules (time windows, age bands, delisted codes), without text, near or paging.
  const filterOf = (f: MapFilters) => toListingFilter({ ...f, sort: 'new', limit: 1 }, now())

  async function items(mlNums: readonly string[], viewer: Viewer | null) {
    const [list, access] = await Promise.all([listings.summaries(mlNums, viewer), vow.access(viewer)])
    return { list, access }
  }

  /** The place the filters name, or undefined when they name none: the api's checks have found each name. */
  async function placeOf(filters: MapFilters, locale: Locale): Promise<MapPlace | undefined> {
    const labels = MAP_PLACE_KEYS.flatMap((key): MapPlace['labels'] => {
      const name = filters[key]
      if (name === undefined) return []
      if (key === 'postal') return [{ key, name, label: readPostalPrefix(name) ?? name }]
      const [entry] = findPlacesByName(key, name, filters.city)
      return [{ key, name, label: entry ? placeLabel(entry, locale) : name }]
    })
    if (labels.length === 0) return undefined
    return { labels, extent: await repository.extent(filterOf(filters)) }
  }

  /** The clusters or listings in the view. */
  async function answer(query: MapClustersQuery, viewer: Viewer | null): Promise<MapClusters> {
    const { bbox, zoom, ...filters } = query
    const filter = filterOf(filters)
    let total: number
    if (zoom < MAP_LISTINGS_ZOOM) {
      const clusters = await repository.clusters(filter, bbox, clusterCell(zoom, bbox))
      total = clusters.reduce((n, c) => n + c.count, 0)
      if (total > MAP_LISTINGS_MAX) {
        return { zoom, mode: 'clusters', total, clusters, listings: [], vow: await vow.access(viewer) }
      }
      // A whole city with few listings: clusters on the map, and the listings for the list beside it.
      if (zoom < MAP_CLUSTERS_BELOW_ZOOM) {
        const { list, access } = await items(await repository.newestInBox(filter, bbox, MAP_LISTINGS_MAX), viewer)
        return { zoom, mode: 'clusters', total, clusters, listings: list, vow: access }
      }
    } else {
      total = await repository.countInBox(filter, bbox)
      // More than the newest MAP_LISTINGS_CAP even this close in: counted cells, so that what the map draws adds up
      // to the view's total, and the newest listings for the list.
      if (total > MAP_LISTINGS_CAP) {
        const [clusters, { list, access }] = await Promise.all([
          repository.clusters(filter, bbox, clusterCell(zoom, bbox)),
          repository.newestInBox(filter, bbox, MAP_LISTINGS_CAP).then((nums) => items(nums, viewer)),
        ])
        return { zoom, mode: 'clusters', total, clusters, listings: list, vow: access }
      }
    }
    const nums = total ? await repository.newestInBox(filter, bbox, MAP_LISTINGS_CAP) : []
    const { list, access } = await items(nums, viewer)
    return { zoom, mode: 'listings', total, clusters: [], listings: list, vow: access }
  }

  return {
    async clusters(query, viewer, locale) {
      const { bbox: _bbox, zoom: _zoom, ...filters } = query
      const [found, place] = await Promise.all([answer(query, viewer), placeOf(filters, locale)])
      return place ? { ...found, place } : found
    },

    async area({ polygon, filters }, viewer) {
      const { mlNums, total } = await repository.inArea(filterOf(filters), polygon, boundsOf(polygon), MAP_AREA_CAP)
      const { list, access } = await items(mlNums, viewer)
      return { items: list, total, vow: access }
    },

    async createShare(mlNums, viewer) {
      const sharer = requireSharer(viewer)
      const existing = await repository.existingMlNums(mlNums)
      const unknown = mlNums.filter((m) => !existing.has(m))
      if (unknown.length) {
        throw badRequest(
          'map.api.share.unknown',
          { field: 'mlNums', value: unknown.join(', ') },
          { fields: [{ field: 'mlNums' }], unknown },
        )
      }
      const id = newShareId()
      await repository.insertShare({ id, userId: sharer.userId, mlNums: [...mlNums], createdAt: now() })
      return { shareId: id }
    },

    async requireShare(shareId, viewer) {
      const share = await repository.findShare(shareId)
      if (!share) throw notFound('map.api.share.notFound')
      const { list, access } = await items(share.mlNums, viewer)
      return { shareId: share.id, createdAt: share.createdAt.toISOString(), items: list, vow: access }
    },

    config() {
      return { styleUrl: deps.styleUrl, pmtilesUrl: deps.pmtilesUrl }
    },

    refreshCells: () => repository.refreshCells(),
  }
}
