import { DUPLICATE_CALL_WINDOW_MS } from '@maplenest/core'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeApi, type FakeApi } from '../../../test/fake-api-server.ts'
import { renderScreen, WhereAmI } from '../../../test/render-screen.tsx'
import { aPage, aSummary } from '../../entities/listing/listing-fixtures.ts'
import { applyLocale } from '../../shared/i18n/i18n.ts'
import SaleListPage from '../toronto/sale/sale-list.tsx'
import SearchPage from './search.tsx'

const SEARCH = '/pages/search/search'
const SUGGEST = '/house/api/listing/v1/suggest'
const LISTINGS = '/house/api/listing/v1/search'
const SALE_LIST = '/pages/toronto/sale/sale-list'

let server: FakeApi

beforeEach(async () => {
  await new Promise((resolve) => setTimeout(resolve, DUPLICATE_CALL_WINDOW_MS))
  server = createFakeApi({
    [`GET ${SUGGEST}`]: () => ({
      code: 200,
      data: [
        {
          kind: 'listing',
          label: '1203 - 88 Harbour St',
          mlNum: 'C1000001',
          city: 'toronto',
          within: 'Toronto',
          query: { city: 'toronto', q: 'C1000001' },
        },
        {
          kind: 'street',
          label: 'Harbour St',
          mlNum: null,
          city: 'toronto',
          within: 'Toronto',
          query: { city: 'toronto', q: 'Harbour St' },
        },
      ],
    }),
  })
  vi.stubGlobal('fetch', server.fetch)
})

afterEach(() => vi.unstubAllGlobals())

const open = () => renderScreen(SEARCH, { [SEARCH]: <SearchPage />, '*': <WhereAmI /> })
const box = () => screen.getByRole('searchbox', { name: 'Search listings' })

describe('Search', () => {
  it('asks for suggestions once, 300 ms after the last key, and opens a listing’s detail', async () => {
    open()
    fireEvent.change(box(), { target: { value: 'har' } })
    fireEvent.change(box(), { target: { value: 'harb' } })
    expect(server.count('GET', SUGGEST)).toBe(0)
    fireEvent.click(await screen.findByRole('button', { name: /88 Harbour St/ }))
    expect(server.count('GET', SUGGEST)).toBe(1)
    const asked = server.requests.find((request) => request.path === SUGGEST)
    expect(asked?.query.get('q')).toBe('harb')
    expect(asked?.query.get('city')).toBe('toronto')
    expect((await screen.findByText(/^Now at/)).textContent).toBe(
      'Now at /pages/toronto/sale/condo-detail?mlNum=C1000001',
    )
  })

  it('opens the list near a popular place', async () => {
    open()
    fireEvent.click(screen.getByRole('radio', { name: 'Greater Vancouver' }))
    fireEvent.click(screen.getByRole('button', { name: 'Subway' }))
    expect((await screen.findByText(/^Now at/)).textContent).toBe(
      'Now at /pages/toronto/sale/sale-list?city=vancouver&roomType=all&near=subway',
    )
  })

  it('offers the cities round the region’s own city, and lists a city’s homes under its name in the page’s language', async () => {
    await applyLocale('zh-Hans-CN')
    server.route(`GET ${LISTINGS}`, () => ({ code: 200, data: aPage([aSummary()], { total: 7 }) }))
    const { router } = renderScreen(SEARCH, { [SEARCH]: <SearchPage />, [SALE_LIST]: <SaleListPage /> })
    const around = () => screen.getByRole('region', { name: /周边城市/ })
    expect(around().textContent).toContain('多伦多周边城市')
    expect(
      within(around())
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['万锦', '列治文山', '旺市', '密西沙加', '奥克维尔'])
    fireEvent.click(screen.getByRole('radio', { name: '大温哥华' }))
    expect(within(around()).getByRole('button', { name: '本拿比' })).toBeTruthy()
    fireEvent.click(within(around()).getByRole('button', { name: '列治文' }))
    await screen.findByText('共 7 套房源')
    const address = new URLSearchParams(router.state.location.search)
    expect(address.get('municipality')).toBe('Richmond')
    expect(address.get('city')).toBe('vancouver')
    expect(screen.getByRole('button', { name: '移除 列治文' })).toBeTruthy()
    expect(screen.getByText('大温哥华')).toBeTruthy()
  })

  it('keeps the searches of this device and offers them again', async () => {
    const first = open()
    fireEvent.change(box(), { target: { value: 'Liberty Village' } })
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    await screen.findByText(/^Now at .*q=Liberty\+Village/)
    first.unmount()
    open()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Liberty Village' })).toBeTruthy())
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }))
    expect(screen.getByText('Your searches will appear here.')).toBeTruthy()
  })
})

describe('Search by a place', () => {
  // What the api answers in Chinese for 北约克: the district, labelled and placed in the request's language.
  const NORTH_YORK = {
    kind: 'district',
    label: '北约克',
    mlNum: null,
    city: 'toronto',
    within: '多伦多',
    query: { city: 'toronto', district: 'North York' },
  }

  beforeEach(() => {
    server.route(`GET ${SUGGEST}`, () => ({ code: 200, data: [NORTH_YORK] }))
    server.route(`GET ${LISTINGS}`, () => ({ code: 200, data: aPage([aSummary()], { total: 12 }) }))
  })

  const lastSearch = () => server.requests.filter((request) => request.path === LISTINGS).at(-1)!

  it('suggests the district with its kind and area, and lists its homes with a chip that removes it', async () => {
    await applyLocale('zh-Hans-CN')
    const { router } = renderScreen(SEARCH, { [SEARCH]: <SearchPage />, [SALE_LIST]: <SaleListPage /> })
    fireEvent.change(screen.getByRole('searchbox', { name: '搜索房源' }), { target: { value: '北约克' } })
    const suggestion = await screen.findByRole('button', { name: '行政区 北约克 多伦多' })
    expect(server.requests.find((request) => request.path === SUGGEST)?.query.get('q')).toBe('北约克')

    fireEvent.click(suggestion)
    await screen.findByText('共 12 套房源')
    const address = new URLSearchParams(router.state.location.search)
    expect(router.state.location.pathname).toBe(SALE_LIST)
    expect(address.get('district')).toBe('North York')
    expect(address.get('city')).toBe('toronto')
    expect(lastSearch().query.get('district')).toBe('North York')
    expect(lastSearch().query.get('city')).toBe('toronto')
    expect(lastSearch().query.get('q')).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: '移除 北约克' }))
    await waitFor(() => expect(lastSearch().query.get('district')).toBeNull())
    expect(new URLSearchParams(router.state.location.search).get('district')).toBeNull()
    expect(screen.queryByText('北约克')).toBeNull()
  })

  it('opens the place named exactly when Search is pressed, and searches other text as text', async () => {
    const first = renderScreen(SEARCH, { [SEARCH]: <SearchPage />, '*': <WhereAmI /> })
    fireEvent.change(box(), { target: { value: '北约克 ' } })
    await screen.findByRole('button', { name: /北约克/ })
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    expect((await screen.findByText(/^Now at/)).textContent).toBe(
      'Now at /pages/toronto/sale/sale-list?city=toronto&roomType=all&district=North+York',
    )
    first.unmount()
    open()
    fireEvent.change(box(), { target: { value: '北约' } })
    await screen.findByRole('button', { name: /北约克/ })
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    expect((await screen.findByText(/^Now at/)).textContent).toBe(
      'Now at /pages/toronto/sale/sale-list?city=toronto&roomType=all&q=%E5%8C%97%E7%BA%A6',
    )
  })

  it('opens the list for rent when the search came from it', async () => {
    renderScreen(`${SEARCH}?city=toronto&sr=Lease`, { [SEARCH]: <SearchPage />, '*': <WhereAmI /> })
    fireEvent.change(box(), { target: { value: 'north york' } })
    fireEvent.click(await screen.findByRole('button', { name: /北约克/ }))
    expect((await screen.findByText(/^Now at/)).textContent).toBe(
      'Now at /pages/toronto/lease/lease-list?city=toronto&roomType=all&district=North+York',
    )
  })

  it('opens a place picked before again from the recent searches, rather than searching its name as text', async () => {
    const first = renderScreen(SEARCH, { [SEARCH]: <SearchPage />, '*': <WhereAmI /> })
    fireEvent.change(box(), { target: { value: 'north york' } })
    fireEvent.click(await screen.findByRole('button', { name: /北约克/ }))
    await screen.findByText(/^Now at/)
    first.unmount()
    open()
    fireEvent.click(await screen.findByRole('button', { name: '北约克' }))
    expect((await screen.findByText(/^Now at/)).textContent).toBe(
      'Now at /pages/toronto/sale/sale-list?city=toronto&roomType=all&district=North+York',
    )
  })
})
