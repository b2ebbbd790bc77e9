import { DUPLICATE_CALL_WINDOW_MS } from '@maplenest/core'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeApi, type FakeApi, type FakeRequest } from '../../../test/fake-api-server.ts'
import { renderScreen } from '../../../test/render-screen.tsx'
import { setUpAntdRender } from '../../app/antd-render.ts'
import { aSummary } from '../../entities/listing/listing-fixtures.ts'
// biome-ignore-start lint/style/noRestrictedImports: the fake server answers at the map feature's own endpoint paths
import { MAP_CLUSTERS_PATH } from '../../features/map/api/get-clusters.ts'
import { MAP_CONFIG_PATH } from '../../features/map/api/get-map-config.ts'
// biome-ignore-end lint/style/noRestrictedImports: the imports below follow the rule
import { SavedSearchSlots } from '../../features/saved-searches/index.ts'
import { openedAreaState } from '../../shared/saved-search/index.ts'
import { sessionStore } from '../../shared/session/app-session.ts'
import MapPage from './map.tsx'

const MAP = '/pages/map/map'
const listings = [
  aSummary({ mlNum: 'C1', address: '1 Bay St', unit: null }),
  aSummary({ mlNum: 'C2', address: '2 Bay St', unit: null }),
]

let server: FakeApi
const clusterCalls = (): FakeRequest[] => server.requests.filter((r) => r.path === MAP_CLUSTERS_PATH)

beforeAll(() => setUpAntdRender())
beforeEach(async () => {
  await new Promise((resolve) => setTimeout(resolve, DUPLICATE_CALL_WINDOW_MS))
  localStorage.setItem('tourist_token', 'tourist-1')
  sessionStore.setState({ status: 'visitor', user: null })
  server = createFakeApi({
    'GET /auth/check': () => ({ code: 200, msg: 'valid' }),
    [`GET ${MAP_CONFIG_PATH}`]: () => ({ code: 200, data: { styleUrl: null } }),
    [`GET ${MAP_CLUSTERS_PATH}`]: () => ({
      code: 200,
      data: { zoom: 10, mode: 'listings', total: 2, clusters: [], listings, vow: { granted: true, need: null } },
    }),
  })
  vi.stubGlobal('fetch', server.fetch)
  // A browser without WebGL: the canvas gives no context.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null)
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe('Map tab', () => {
  it('opens as a picture of the map that lists the listings of the city with the filters', async () => {
    renderScreen(`${MAP}?sr=Lease&bedsMin=2`, { [MAP]: <MapPage /> })
    expect(await screen.findByRole('heading', { name: '2 listings in view' })).toBeTruthy()
    expect(screen.getByTestId('map').dataset.basemap).toBe('picture')
    const query = Object.fromEntries(clusterCalls()[0]!.query)
    expect(query).toMatchObject({ city: 'toronto', sr: 'Lease', bedsMin: '2', status: 'active' })
    const [west, south, east, north] = query.bbox!.split(',').map(Number)
    expect(west! < -79.38 && east! > -79.38 && south! < 43.71 && north! > 43.71).toBe(true)
    expect(screen.getByRole('button', { name: 'Zoom in' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Show the list' }))
    expect(screen.getByRole('checkbox', { name: 'Select 1 Bay St' })).toBeTruthy()
    // The list drawn up leaves the map a strip: its buttons wait until the list is lowered.
    expect(screen.queryByRole('button', { name: 'Zoom in' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Hide the list' }))
    expect(screen.getByRole('button', { name: 'Zoom in' })).toBeTruthy()
  })

  it('with no listing in view, says so and what to do with the list closed', async () => {
    server.route(`GET ${MAP_CLUSTERS_PATH}`, () => ({
      code: 200,
      data: { zoom: 10, mode: 'listings', total: 0, clusters: [], listings: [], vow: { granted: true, need: null } },
    }))
    renderScreen(MAP, { [MAP]: <MapPage /> })
    await screen.findByRole('heading', { name: '0 listings in view' })
    expect(screen.getByRole('button', { name: 'Show the list' }).getAttribute('aria-expanded')).toBe('false')
    for (const words of ['No listings in this part of the map', 'Move the map or change the filters.'])
      expect(screen.getByText(words).closest('[hidden]')).toBeNull()
  })

  it('when the view’s listings cannot be had, says so once and offers to try again with the list closed', async () => {
    server.route(`GET ${MAP_CLUSTERS_PATH}`, () => ({ code: 500, msg: 'Server error' }))
    renderScreen(MAP, { [MAP]: <MapPage /> })
    await screen.findByRole('heading', { name: 'Homes could not be loaded' }, { timeout: 10_000 })
    expect(screen.getAllByText('Homes could not be loaded')).toHaveLength(1)
    expect(screen.getByText('Check your connection, then try again.').closest('[hidden]')).toBeNull()
    const again = screen.getByRole('button', { name: 'Try again' })
    expect(again.closest('[hidden]')).toBeNull()
    // the same call again within the client's window for duplicates is the one already made
    await new Promise((resolve) => setTimeout(resolve, DUPLICATE_CALL_WINDOW_MS))
    const calls = clusterCalls().length
    fireEvent.click(again)
    await waitFor(() => expect(clusterCalls().length).toBeGreaterThan(calls))
  })

  it('without WebGL, keeps the picture, says so when touched, and still zooms with the buttons', async () => {
    renderScreen(MAP, { [MAP]: <MapPage /> })
    await screen.findByRole('heading', { name: '2 listings in view' })
    const map = screen.getByTestId('map')
    const before = map.dataset.bbox!.split(',').map(Number)
    fireEvent.pointerDown(map.firstElementChild!, { pointerId: 1, clientX: 100, clientY: 100 })
    expect(await screen.findByText('The full map could not be loaded')).toBeTruthy()
    expect(map.dataset.basemap).toBe('picture')
    const calls = clusterCalls().length
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }))
    await waitFor(() => expect(clusterCalls().length).toBeGreaterThan(calls))
    const after = map.dataset.bbox!.split(',').map(Number)
    expect(after[2]! - after[0]!).toBeCloseTo((before[2]! - before[0]!) / 2, 6)
  })

  it('switches city and sale or lease in the address, as the lists do', async () => {
    const { router } = renderScreen(MAP, { [MAP]: <MapPage /> })
    await screen.findByRole('heading', { name: '2 listings in view' })
    fireEvent.click(screen.getByRole('button', { name: 'For rent' }))
    await waitFor(() => expect(router.state.location.search).toBe('?city=toronto&sr=Lease&roomType=all'))
    fireEvent.click(screen.getByRole('button', { name: 'Vancouver' }))
    await waitFor(() => expect(router.state.location.search).toBe('?city=vancouver&sr=Lease&roomType=all'))
    expect(screen.getByRole('button', { name: 'Vancouver' }).getAttribute('aria-pressed')).toBe('true')
  })

  it('frames a place opened from a list on its homes, names it in a chip, and leaves it by the chip or the region', async () => {
    const markham = {
      labels: [{ key: 'municipality', name: 'Markham', label: 'Markham' }],
      extent: [-79.35, 43.84, -79.22, 43.9],
    }
    server.route(`GET ${MAP_CLUSTERS_PATH}`, (request) => ({
      code: 200,
      data: {
        zoom: 12,
        mode: 'listings',
        total: 2,
        clusters: [],
        listings,
        vow: { granted: true, need: null },
        ...(request.query.get('municipality') ? { place: markham } : {}),
      },
    }))
    const { router } = renderScreen(`${MAP}?municipality=Markham`, { [MAP]: <MapPage /> })
    const chip = await screen.findByRole('button', { name: 'Remove Markham' })
    expect(clusterCalls()[0]!.query.get('municipality')).toBe('Markham')
    const map = screen.getByTestId('map')
    await waitFor(() => {
      const [west, south, east, north] = map.dataset.bbox!.split(',').map(Number)
      expect(west! <= -79.35 && east! >= -79.22 && south! <= 43.84 && north! >= 43.9).toBe(true)
      // framed on Markham, not the whole region any more
      expect(east! - west!).toBeLessThan(0.5)
    })
    fireEvent.click(chip)
    // the address names the whole search, so a copied link is the same one
    await waitFor(() => expect(router.state.location.search).toBe('?city=toronto&sr=Sale&roomType=all'))
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove Markham' })).toBeNull())

    await router.navigate(`${MAP}?municipality=Markham`)
    await screen.findByRole('button', { name: 'Remove Markham' })
    fireEvent.click(screen.getByRole('button', { name: 'Vancouver' }))
    await waitFor(() => expect(router.state.location.search).toBe('?city=vancouver&sr=Sale&roomType=all'))
  })

  it.each([
    ['lists a whole city of few listings beside its clusters', listings, 2],
    ['asks to zoom in when a whole city holds too many to list', [], 300],
  ] as const)('%s', async (_name, shown, total) => {
    const cluster = { lng: -79.38, lat: 43.65, count: total, minPrice: 500_000, maxPrice: 900_000 }
    server.route(`GET ${MAP_CLUSTERS_PATH}`, () => ({
      code: 200,
      data: {
        zoom: 10,
        mode: 'clusters',
        total,
        clusters: [cluster],
        listings: shown,
        vow: { granted: true, need: null },
      },
    }))
    renderScreen(MAP, { [MAP]: <MapPage /> })
    expect(await screen.findByRole('heading', { name: `${total} listings in view` })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Show the list' }))
    expect(screen.queryAllByRole('checkbox', { name: /^Select \d Bay St$/ })).toHaveLength(shown.length)
    expect(screen.queryByText('Zoom in or draw an area to see each listing.') !== null).toBe(shown.length === 0)
  })

  it('opens a saved search with its drawn area, searched as one drawn by hand, and offers to save what it shows', async () => {
    const area = [
      { lat: 43.76, lng: -79.42 },
      { lat: 43.79, lng: -79.42 },
      { lat: 43.79, lng: -79.38 },
    ]
    server.route('POST /house/api/map/v1/area', () => ({
      code: 200,
      data: { items: listings, total: 2, vow: { granted: true, need: null } },
    }))
    const { router } = renderScreen('/pages/my/saved-searches/saved-searches', {
      '/pages/my/saved-searches/saved-searches': <p>Saved searches</p>,
      [MAP]: (
        <SavedSearchSlots>
          <MapPage />
        </SavedSearchSlots>
      ),
    })
    await router.navigate(`${MAP}?bedsMin=2&savedSearch=s1`, { state: openedAreaState(area) })
    await waitFor(() => expect(server.count('POST', '/house/api/map/v1/area')).toBe(1))
    const asked = server.requests.find((r) => r.path === '/house/api/map/v1/area')?.body
    expect(asked).toMatchObject({ polygon: area, filters: { bedsMin: 2 } })
    expect(await screen.findByRole('button', { name: 'Save this search' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Redraw' })).toBeTruthy()
  })
})
