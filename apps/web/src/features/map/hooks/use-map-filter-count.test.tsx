import { DUPLICATE_CALL_WINDOW_MS } from '@maplenest/core'
import { renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeApi, type FakeApi } from '../../../../test/fake-api-server.ts'
import type { ListingFilters } from '../../../entities/listing/index.ts'
import { MAP_CLUSTERS_PATH } from '../api/get-clusters.ts'
import type { MapView } from '../map-views.ts'
import { useMapFilterCount } from './use-map-filter-count.ts'

const FILTERS: ListingFilters = { city: 'toronto', sr: 'Sale', status: 'active', sort: 'new' }
const TWO_BED_CONDOS: ListingFilters = { ...FILTERS, roomType: 'condo', bedsMin: 2 }
const view: MapView = { bbox: [-79.45, 43.63, -79.35, 43.7], zoom: 13 }
const AREA = [
  { lat: 43.65, lng: -79.4 },
  { lat: 43.66, lng: -79.38 },
  { lat: 43.64, lng: -79.37 },
]
const clusters = (total: number) => ({
  zoom: 13,
  mode: 'clusters',
  total,
  clusters: [],
  listings: [],
  vow: { granted: true, need: null },
})

let server: FakeApi
beforeEach(async () => {
  await new Promise((resolve) => setTimeout(resolve, DUPLICATE_CALL_WINDOW_MS))
  server = createFakeApi({
    [`GET ${MAP_CLUSTERS_PATH}`]: (req) => ({
      code: 200,
      data: clusters(req.query.get('roomType') === 'condo' ? 336 : 1536),
    }),
    'POST /house/api/map/v1/area': () => ({
      code: 200,
      data: { items: [], total: 41, vow: { granted: true, need: null } },
    }),
  })
  vi.stubGlobal('fetch', server.fetch)
})
afterEach(() => vi.unstubAllGlobals())

const shownWith = (total: number) =>
  ({ inView: { data: clusters(total) }, areaDone: false, areaTotal: undefined }) as unknown as Parameters<
    typeof useMapFilterCount
  >[2]

describe('the map filter sheet’s live count', () => {
  it('counts the homes the changed filters would show in the view, and stands on the map’s own figure for its filters', async () => {
    const { result } = renderHook(() => useMapFilterCount(view, null, shownWith(1536), false))
    expect(result.current.total).toBe(1536)
    const counted = await result.current.count!(TWO_BED_CONDOS, new AbortController().signal)
    expect(counted).toBe(336)
    const asked = server.requests.find((r) => r.path === MAP_CLUSTERS_PATH)!.query
    expect([asked.get('bbox'), asked.get('roomType'), asked.get('bedsMin')]).toEqual([
      '-79.45,43.63,-79.35,43.7',
      'condo',
      '2',
    ])
  })

  it('counts inside the drawn area when there is one', async () => {
    const shown = { inView: { data: undefined }, areaDone: true, areaTotal: 52 } as unknown as Parameters<
      typeof useMapFilterCount
    >[2]
    const { result } = renderHook(() => useMapFilterCount(view, AREA, shown, false))
    expect(result.current.total).toBe(52)
    expect(await result.current.count!(TWO_BED_CONDOS, new AbortController().signal)).toBe(41)
    const body = server.requests.find((r) => r.path === '/house/api/map/v1/area')!.body as {
      polygon: unknown
      filters: Record<string, unknown>
    }
    expect(body.polygon).toEqual(AREA)
    expect(body.filters).toMatchObject({ roomType: 'condo', bedsMin: 2 })
  })

  it('counts nothing over a shared selection, nor before the map has a view', () => {
    expect(renderHook(() => useMapFilterCount(view, null, shownWith(9), true)).result.current.count).toBeUndefined()
    expect(renderHook(() => useMapFilterCount(null, null, shownWith(9), false)).result.current.count).toBeUndefined()
  })
})
