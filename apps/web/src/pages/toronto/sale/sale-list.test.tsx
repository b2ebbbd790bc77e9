import { DUPLICATE_CALL_WINDOW_MS } from '@maplenest/core'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeApi, type FakeApi, type FakeRequest } from '../../../../test/fake-api-server.ts'
import { renderScreen, WhereAmI } from '../../../../test/render-screen.tsx'
import { setUpAntdRender } from '../../../app/antd-render.ts'
import { aPage, aSummary, SIGN_IN } from '../../../entities/listing/listing-fixtures.ts'
import { applyLocale } from '../../../shared/i18n/i18n.ts'
import SaleListPage from './sale-list.tsx'

const LIST = '/pages/toronto/sale/sale-list'
const SEARCH = '/house/api/listing/v1/search'

let server: FakeApi
const searches = () => server.requests.filter((r) => r.path === SEARCH)
const lastSearch = (): FakeRequest => searches().at(-1)!

beforeAll(() => setUpAntdRender())

beforeEach(async () => {
  // the person asked for yuan beside prices (English shows dollars alone by default)
  localStorage.setItem('showCny', 'true')
  // The API client sends an identical call once within 300 ms (spec §7); each test asks afresh.
  await new Promise((resolve) => setTimeout(resolve, DUPLICATE_CALL_WINDOW_MS))
  server = createFakeApi({
    [`GET ${SEARCH}`]: () => ({ code: 200, data: aPage([aSummary()]) }),
  })
  vi.stubGlobal('fetch', server.fetch)
})

afterEach(() => vi.unstubAllGlobals())

const open = (query = '') =>
  renderScreen(`${LIST}${query}`, { [LIST]: <SaleListPage />, '/pages/my/public/login': <WhereAmI /> })

describe('Condos for sale list', () => {
  it('asks for Toronto condos for sale with the filters of the address', async () => {
    open('?bedsMin=2&sort=priceAsc&status=sold&window=3M')
    await screen.findByText('1 home')
    const query = lastSearch().query
    expect(Object.fromEntries(query)).toMatchObject({
      city: 'toronto',
      sr: 'Sale',
      roomType: 'condo',
      status: 'sold',
      window: '3M',
      bedsMin: '2',
      sort: 'priceAsc',
      limit: '20',
    })
  })

  it('drops a value the contract refuses and keeps the rest of the link', async () => {
    open('?bedsMin=2&window=12M')
    await screen.findByText('1 home')
    expect(lastSearch().query.get('bedsMin')).toBe('2')
    expect(lastSearch().query.get('window')).toBe('all')
  })

  it('puts the filters chosen in the sheet into the address and the request', async () => {
    const { router } = open()
    await screen.findByText('1 home')
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }))
    const sheet = await screen.findByRole('form', { name: 'Filters' })
    fireEvent.click(within(within(sheet).getByRole('group', { name: 'Bedrooms' })).getByLabelText('2+'))
    fireEvent.click(within(within(sheet).getByRole('group', { name: 'Status' })).getByLabelText('Sold'))
    fireEvent.change(within(sheet).getByLabelText('Maximum'), { target: { value: '1,200,000' } })
    fireEvent.click(within(sheet).getByRole('button', { name: /^Show (\d+ )?homes?$/ }))
    await waitFor(() => expect(lastSearch().query.get('bedsMin')).toBe('2'))
    expect(lastSearch().query.get('status')).toBe('sold')
    expect(lastSearch().query.get('window')).toBe('1M')
    // The address names the list's region, kind and type and leaves out the status's own window; the request says it.
    expect(lastSearch().query.get('priceMax')).toBe('1200000')
    expect(router.state.location.search).toBe(
      '?city=toronto&sr=Sale&roomType=condo&status=sold&priceMax=1200000&bedsMin=2',
    )
    expect(await screen.findByRole('button', { name: 'Filters (3)' })).toBeTruthy()
  })

  it('asks for the next page with the cursor it was given', async () => {
    // jsdom lays nothing out; infinite scroll checks that its sentinel is on a laid-out page.
    vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockImplementation(function (this: HTMLElement) {
      return this.parentElement
    })
    server.route(`GET ${SEARCH}`, (req) =>
      req.query.get('cursor') === 'page-2'
        ? { code: 200, data: aPage([aSummary({ mlNum: 'C1000002', address: '10 Bay St', unit: null })], { total: 2 }) }
        : { code: 200, data: aPage([aSummary()], { nextCursor: 'page-2', total: 2 }) },
    )
    open()
    expect(await screen.findByText('10 Bay St', {}, { timeout: 3000 })).toBeTruthy()
    expect(searches().map((r) => r.query.get('cursor'))).toEqual([null, 'page-2'])
    expect(screen.getByText('2 homes')).toBeTruthy()
  })

  it('shows the price in dollars and yuan, size with square metres and the brokerage', async () => {
    open()
    const card = await screen.findByRole('article', { name: '1203 - 88 Harbour St' })
    expect(within(card).getByText('$899,000')).toBeTruthy()
    expect(within(card).getByText(/^≈ CN¥\d+(\.\d{1,2})?[MK]$/)).toBeTruthy()
    // one line of facts that wraps only between its parts
    expect(within(card).getByText('2+1 bd · 2 ba · 700–799 sq ft (65–74 m²)')).toBeTruthy()
    expect(within(card).getByText('Listing provided by Harbourfront Realty Inc., Brokerage')).toBeTruthy()
    expect(within(card).getByRole('link').getAttribute('href')).toBe('/pages/toronto/sale/condo-detail?mlNum=C1000001')
  })

  it('locks a restricted sold price and sends a visitor to sign in, then back here', async () => {
    const sold = aSummary({ status: 'U', lsc: 'sld', restricted: true, closePrice: null, dom: null })
    server.route(`GET ${SEARCH}`, () => ({ code: 200, data: aPage([sold], { vow: SIGN_IN }) }))
    open('?status=sold')
    const card = await screen.findByRole('article', { name: '1203 - 88 Harbour St' })
    expect(within(card).getByText('Sold price hidden')).toBeTruthy()
    expect(within(card).getByText('Sign in to see sold prices')).toBeTruthy()
    fireEvent.click(within(card).getByRole('button', { name: 'Sign in' }))
    expect((await screen.findByText(/^Now at/)).textContent).toBe(
      `Now at /pages/my/public/login?redirectUrl=${encodeURIComponent(`${LIST}?status=sold`)}`,
    )
  })

  it('opens the terms for a member who has not accepted them, and loads the list again after accepting', async () => {
    const sold = aSummary({ status: 'U', lsc: 'sld', restricted: true, closePrice: null, dom: null })
    let accepted = false
    server.route(`GET ${SEARCH}`, () => ({
      code: 200,
      data: accepted
        ? aPage([{ ...sold, restricted: false, closePrice: 870_000 }], { vow: { granted: true, need: null } })
        : aPage([sold], { vow: { granted: false, need: 'acceptTerms' } }),
    }))
    server.route('GET /house/api/vow/v1/terms', () => ({
      code: 200,
      data: { version: '2026-11', titleKey: 'vowTerms.title', clauseKeys: ['vowTerms.personalUse'], accepted: false },
    }))
    server.route('POST /house/api/vow/v1/accept', () => {
      accepted = true
      return { code: 200, data: {} }
    })
    open('?status=sold')
    fireEvent.click(await screen.findByRole('button', { name: 'Read the terms' }))
    expect(await screen.findByText('Terms of use for sold and leased listing data')).toBeTruthy()
    expect(screen.getByText('You will use the data for your own personal, non-commercial purposes only.')).toBeTruthy()
    // a person reads the terms first: the reload must not fall in the client's 300 ms window for identical calls
    await new Promise((resolve) => setTimeout(resolve, DUPLICATE_CALL_WINDOW_MS + 50))
    fireEvent.click(screen.getByRole('button', { name: 'I accept' }))
    expect(await screen.findByText('Sold $870,000')).toBeTruthy()
    expect(server.count('POST', '/house/api/vow/v1/accept')).toBe(1)
  })

  it('says the search failed and tries again', async () => {
    server.route(`GET ${SEARCH}`, () => ({ code: 500, msg: 'boom' }))
    open()
    expect(await screen.findByText('Search failed')).toBeTruthy()
    server.route(`GET ${SEARCH}`, () => ({ code: 200, data: aPage([aSummary()]) }))
    await new Promise((resolve) => setTimeout(resolve, DUPLICATE_CALL_WINDOW_MS))
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('1 home')).toBeTruthy()
  })

  it('says when nothing matches and clears the filters', async () => {
    server.route(`GET ${SEARCH}`, (req) => ({
      code: 200,
      data: aPage(req.query.has('bedsMin') ? [] : [aSummary()]),
    }))
    const { router } = open('?bedsMin=5')
    expect(await screen.findByText('No listings match')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }))
    await screen.findByText('1 home')
    expect(router.state.location.search).toBe('?city=toronto&sr=Sale&roomType=condo')
  })

  it('speaks Chinese', async () => {
    applyLocale('zh-Hans-CN')
    open()
    expect(await screen.findByText('共 1 套房源')).toBeTruthy()
    expect(screen.getByText(/^约 \d+\.\d 万元$/)).toBeTruthy()
    expect(screen.getByRole('button', { name: '筛选' })).toBeTruthy()
    expect(screen.getByText('房源信息由 Harbourfront Realty Inc., Brokerage 提供')).toBeTruthy()
  })
})
