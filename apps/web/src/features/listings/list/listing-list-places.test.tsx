import { DUPLICATE_CALL_WINDOW_MS } from '@maplenest/core'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeApi, type FakeApi } from '../../../../test/fake-api-server.ts'
import { renderScreen } from '../../../../test/render-screen.tsx'
import { aPage, aSummary } from '../../../entities/listing/listing-fixtures.ts'
import { applyLocale } from '../../../shared/i18n/i18n.ts'
import { ListingListScreen } from './listing-list-screen.tsx'

const LIST = '/list'
const SEARCH = '/house/api/listing/v1/search'

let server: FakeApi
const lastSearch = () => server.requests.filter((r) => r.path === SEARCH).at(-1)!

beforeEach(async () => {
  await new Promise((resolve) => setTimeout(resolve, DUPLICATE_CALL_WINDOW_MS))
  // Homes only when no place narrows the search, as when the place has none for these filters.
  server = createFakeApi({
    [`GET ${SEARCH}`]: (request) => ({
      code: 200,
      data: request.query.has('district') ? aPage([]) : aPage([aSummary()], { total: 33 }),
    }),
  })
  vi.stubGlobal('fetch', server.fetch)
})
afterEach(() => vi.unstubAllGlobals())

const open = (query: string) =>
  renderScreen(`${LIST}${query}`, {
    [LIST]: <ListingListScreen defaults={{ city: 'toronto', sr: 'Sale', roomType: 'condo' }} />,
  })

describe('a list filtered to a place', () => {
  it('reproduces a link: searches the place and shows it as a chip', async () => {
    open('?district=North%20York&city=toronto&roomType=all')
    await screen.findByText('No listings match')
    expect(lastSearch().query.get('district')).toBe('North York')
    expect(lastSearch().query.get('city')).toBe('toronto')
    expect(screen.getByRole('button', { name: 'Remove North York' })).toBeTruthy()
    // the place is shown apart from the filters the sheet counts: only every type, on a list of condos, is counted
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeTruthy()
  })

  it('says the place emptied the list, and removing it widens the list again', async () => {
    const { router } = open('?district=North%20York&roomType=all')
    expect(
      await screen.findByText('No listings in North York match. Remove the place to see the whole region.'),
    ).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Remove North York' }))
    await screen.findByText('33 homes')
    expect(lastSearch().query.has('district')).toBe(false)
    expect(router.state.location.search).toBe('?city=toronto&sr=Sale&roomType=all')
  })

  it('opens the same homes, place and filters on the map, which takes no search text', async () => {
    open('?neighbourhood=Annex&bedsMin=2&q=park')
    await screen.findByText('33 homes')
    const href = screen.getByRole('link', { name: 'Map' }).getAttribute('href')!
    const [path, query] = href.split('?')
    expect(path).toBe('/pages/map/map')
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
      city: 'toronto',
      sr: 'Sale',
      roomType: 'condo',
      bedsMin: '2',
      neighbourhood: 'Annex',
    })
  })

  it('keeps the place when another filter changes', async () => {
    const { router } = open('?neighbourhood=Annex')
    await screen.findByText('33 homes')
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'priceAsc' } })
    await waitFor(() => expect(lastSearch().query.get('sort')).toBe('priceAsc'))
    expect(lastSearch().query.get('neighbourhood')).toBe('Annex')
    expect(router.state.location.search).toBe('?city=toronto&sr=Sale&roomType=condo&sort=priceAsc&neighbourhood=Annex')
  })

  it('says so in Chinese, with the address’s name where the api gives no other', async () => {
    await applyLocale('zh-Hans-CN')
    open('?district=North%20York')
    expect(await screen.findByText('North York暂无符合条件的房源，移除该地点可查看整个地区的房源。')).toBeTruthy()
  })

  it('names a place from a link in the page’s language, as the api names it', async () => {
    await applyLocale('zh-Hans-CN')
    server.route('GET /house/api/listing/v1/suggest', (request) => ({
      code: 200,
      data:
        request.query.get('q') === 'North York'
          ? [
              {
                kind: 'district',
                label: '北约克',
                mlNum: null,
                city: 'toronto',
                within: '多伦多',
                query: { city: 'toronto', district: 'North York' },
              },
            ]
          : [],
    }))
    open('?district=North%20York&city=toronto')
    expect(await screen.findByText('北约克暂无符合条件的房源，移除该地点可查看整个地区的房源。')).toBeTruthy()
    expect(screen.getByRole('button', { name: '移除 北约克' })).toBeTruthy()
  })
})
