import { DUPLICATE_CALL_WINDOW_MS } from '@maplenest/core'
import { act, renderHook, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeApi, type FakeApi, type FakeReply } from '../../../test/fake-api-server.ts'
import { withQueryClient } from '../../../test/render-screen.tsx'
import type { ListingFilters } from '../../entities/listing/index.ts'
import { aSummary } from '../../entities/listing/listing-fixtures.ts'
import { MAP_CLUSTERS_PATH } from './api/get-clusters.ts'
import type { MapView } from './map-views.ts'
import { useMapListings } from './use-map-listings.ts'

const FILTERS: ListingFilters = { city: 'toronto', sr: 'Sale', status: 'active', sort: 'new' }
const far: MapView = { bbox: [-79.6, 43.58, -79.1, 43.86], zoom: 10 }
const near: MapView = { bbox: [-79.4, 43.64, -79.37, 43.66], zoom: 15.2 }
const answer = (total: number): FakeReply => ({
  code: 200,
  data: { zoom: 10, mode: 'listings', total, clusters: [], listings: [aSummary()], vow: { granted: true, need: null } },
})

let server: FakeApi
const calls = () => server.requests.filter((r) => r.path === MAP_CLUSTERS_PATH)

beforeEach(async () => {
  await new Promise((resolve) => setTimeout(resolve, DUPLICATE_CALL_WINDOW_MS))
  server = createFakeApi({ [`GET ${MAP_CLUSTERS_PATH}`]: (req) => answer(req.query.get('zoom') === '10' ? 400 : 7) })
  vi.stubGlobal('fetch', server.fetch)
})
afterEach(() => vi.unstubAllGlobals())

describe('listings of the map view', () => {
  it('asks once the map has settled, with the view and the map filters', async () => {
    const { result } = renderHook(() => useMapListings(far, FILTERS, false), { wrapper: withQueryClient() })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(calls()).toHaveLength(1)
    expect(Object.fromEntries(calls()[0]!.query)).toEqual({
      bbox: '-79.6,43.58,-79.1,43.86',
      zoom: '10',
      city: 'toronto',
      sr: 'Sale',
      status: 'active',
      window: 'all',
    })
  })

  it('a view that changes before the map settles is asked for once, the last one', async () => {
    const { result, rerender } = renderHook(({ view }) => useMapListings(view, FILTERS, false), {
      initialProps: { view: far },
      wrapper: withQueryClient(),
    })
    rerender({ view: near })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(calls()).toHaveLength(1)
    expect(calls()[0]!.query.get('zoom')).toBe('15.2')
  })

  it('is busy from the moment the view moves, before the map settles, until the new answer is in', async () => {
    const { result, rerender } = renderHook(({ view }) => useMapListings(view, FILTERS, false), {
      initialProps: { view: far },
      wrapper: withQueryClient(),
    })
    await waitFor(() => expect(result.current.busy).toBe(false))
    expect(result.current.data?.total).toBe(400)
    rerender({ view: near })
    expect(result.current.busy).toBe(true)
    expect(result.current.isFetching).toBe(false)
    await waitFor(() => expect(result.current.busy).toBe(false))
    expect(result.current.data?.total).toBe(7)
  })

  it('cancels the call of an old view, so its late answer never replaces the new one', async () => {
    const late = (): Promise<FakeReply> => new Promise((resolve) => setTimeout(() => resolve(answer(400)), 700))
    server.route(`GET ${MAP_CLUSTERS_PATH}`, (req) => (req.query.get('zoom') === '10' ? late() : answer(7)))
    const { result, rerender } = renderHook(({ view }) => useMapListings(view, FILTERS, false), {
      initialProps: { view: far },
      wrapper: withQueryClient(),
    })
    await waitFor(() => expect(calls()).toHaveLength(1))
    rerender({ view: near })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data?.total).toBe(7)
    await act(() => new Promise((resolve) => setTimeout(resolve, 900)))
    expect(result.current.data?.total).toBe(7)
    expect(calls()).toHaveLength(2)
  })

  it('asks for nothing while a drawn area or a shared selection is on screen', async () => {
    renderHook(() => useMapListings(far, FILTERS, true), { wrapper: withQueryClient() })
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)))
    expect(calls()).toHaveLength(0)
  })

  it('says when it failed and tries again', async () => {
    server.route(`GET ${MAP_CLUSTERS_PATH}`, () => ({ code: 500, msg: 'broken' }))
    const { result } = renderHook(() => useMapListings(far, FILTERS, false), { wrapper: withQueryClient() })
    await waitFor(() => expect(result.current.isError).toBe(true))
    server.route(`GET ${MAP_CLUSTERS_PATH}`, () => answer(400))
    await new Promise((resolve) => setTimeout(resolve, DUPLICATE_CALL_WINDOW_MS))
    act(() => void result.current.refetch())
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
  })
})
