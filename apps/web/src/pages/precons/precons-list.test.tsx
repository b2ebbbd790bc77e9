import { DUPLICATE_CALL_WINDOW_MS } from '@maplenest/core'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeApi, type FakeApi } from '../../../test/fake-api-server.ts'
import { renderScreen, WhereAmI } from '../../../test/render-screen.tsx'
import { setUpAntdRender } from '../../app/antd-render.ts'
import { aPreconsPage, aProject } from '../../features/precons/precons-fixtures.ts'
import { applyLocale } from '../../shared/i18n/i18n.ts'
import PreconsListSharePage from '../share/precons-list-share.tsx'
import PreconsListPage from './precons-list.tsx'

const LIST = '/pages/precons/precons-list'
const SEARCH = '/house/api/precons/v1/search'

let server: FakeApi
const searches = () => server.requests.filter((r) => r.path === SEARCH)
const lastQuery = () => Object.fromEntries(searches().at(-1)!.query)

beforeAll(() => setUpAntdRender())

beforeEach(async () => {
  // the person asked for yuan beside prices (English shows dollars alone by default)
  localStorage.setItem('showCny', 'true')
  await new Promise((resolve) => setTimeout(resolve, DUPLICATE_CALL_WINDOW_MS))
  server = createFakeApi({
    [`GET ${SEARCH}`]: () => ({
      code: 200,
      data: aPreconsPage([aProject(), aProject({ id: 'birch-towers-tor', name: 'Birch Towers', status: 'soldOut' })], {
        total: 2,
      }),
    }),
  })
  vi.stubGlobal('fetch', server.fetch)
})

afterEach(() => vi.unstubAllGlobals())

const open = (query = '') =>
  renderScreen(`${LIST}${query}`, {
    [LIST]: <PreconsListPage />,
    '/pages/precons/precons-detail': <WhereAmI />,
  })

describe('Pre-construction projects list', () => {
  it('shows the total and cards with status, lowest price, yuan, kind, bedrooms, occupancy and builder', async () => {
    open()
    expect(await screen.findByText('2 projects')).toBeTruthy()
    const card = screen.getByRole('article', { name: 'Aster Residences' })
    expect(within(card).getByText('For Sale')).toBeTruthy()
    expect(within(card).getByText('Top pick')).toBeTruthy()
    expect(within(card).getByText('From $600,000')).toBeTruthy()
    expect(within(card).getByText(/^≈ CN¥\d+(\.\d{1,2})?[MK]$/)).toBeTruthy()
    expect(within(card).getByText('Condo · Studio to 3 bedrooms')).toBeTruthy()
    expect(within(card).getByText('Occupancy Q3 2028')).toBeTruthy()
    expect(within(card).getByText('By Tridel')).toBeTruthy()
    expect(within(screen.getByRole('article', { name: 'Birch Towers' })).getByText('Sold Out')).toBeTruthy()
    expect(screen.getByText(/^Demo data/)).toBeTruthy()
  })

  it('asks with the filters of the address and drops a value the contract refuses', async () => {
    open('?city=vancouver&type=townhouse&status=gone&occupancyYear=2029&priceMin=900000&priceMax=500000&sort=priceAsc')
    await screen.findByText('2 projects')
    expect(lastQuery()).toEqual({
      city: 'vancouver',
      type: 'townhouse',
      occupancyYear: '2029',
      priceMin: '900000',
      sort: 'priceAsc',
      limit: '20',
    })
  })

  it('narrows by city from the toolbar and keeps it in the address', async () => {
    const { router } = open()
    await screen.findByText('2 projects')
    fireEvent.click(screen.getByRole('button', { name: 'Toronto' }))
    await waitFor(() => expect(lastQuery().city).toBe('toronto'))
    expect(router.state.location.search).toBe('?city=toronto')
    expect(screen.getByRole('button', { name: 'Toronto' }).getAttribute('aria-pressed')).toBe('true')
  })

  it('applies type, status, occupancy year, price range and sort from the sheet', async () => {
    const { router } = open()
    await screen.findByText('2 projects')
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }))
    const sheet = await screen.findByRole('form', { name: 'Filter projects' })
    fireEvent.click(within(sheet).getByLabelText('Townhouse'))
    fireEvent.click(within(sheet).getByLabelText('Sold Out'))
    const year = String(new Date().getFullYear() + 2)
    fireEvent.click(within(sheet).getByLabelText(year))
    fireEvent.change(within(sheet).getByLabelText('Minimum price'), { target: { value: '700,000' } })
    fireEvent.change(within(sheet).getByLabelText('Maximum price'), { target: { value: '1200000' } })
    fireEvent.click(within(sheet).getByLabelText('Earliest occupancy'))
    fireEvent.click(within(sheet).getByRole('button', { name: 'Show projects' }))
    await waitFor(() =>
      expect(lastQuery()).toEqual({
        type: 'townhouse',
        status: 'soldOut',
        occupancyYear: year,
        priceMin: '700000',
        priceMax: '1200000',
        sort: 'occupancy',
        limit: '20',
      }),
    )
    expect(router.state.location.search).toContain('status=soldOut')
    expect(screen.getByRole('button', { name: 'Filters (4)' })).toBeTruthy()
  })

  it('refuses an inverted price range in the sheet', async () => {
    open()
    await screen.findByText('2 projects')
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }))
    const sheet = await screen.findByRole('form', { name: 'Filter projects' })
    fireEvent.change(within(sheet).getByLabelText('Minimum price'), { target: { value: '900000' } })
    fireEvent.change(within(sheet).getByLabelText('Maximum price'), { target: { value: '500000' } })
    expect(within(sheet).getByRole('alert').textContent).toBe('The minimum is above the maximum')
    expect(within(sheet).getByRole('button', { name: 'Show projects' }).hasAttribute('disabled')).toBe(true)
  })

  it('opens a project from its card', async () => {
    open()
    fireEvent.click(await screen.findByRole('link', { name: /Aster Residences/ }))
    expect(await screen.findByText('Now at /pages/precons/precons-detail?preconsId=aster-residences-tor')).toBeTruthy()
  })

  it('says when nothing matches, and when the search failed, with a retry', async () => {
    server.route(`GET ${SEARCH}`, () => ({ code: 200, data: aPreconsPage([]) }))
    open('?city=vancouver&type=townhouse')
    expect(await screen.findByText('No projects match')).toBeTruthy()
    await new Promise((resolve) => setTimeout(resolve, DUPLICATE_CALL_WINDOW_MS))
    server.route(`GET ${SEARCH}`, () => ({ code: 500, msg: 'down' }))
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }))
    expect(await screen.findByText('Projects could not be loaded')).toBeTruthy()
    expect(lastQuery()).toEqual({ city: 'vancouver', sort: 'recommend', limit: '20' })
    server.route(`GET ${SEARCH}`, () => ({ code: 200, data: aPreconsPage([aProject()]) }))
    await new Promise((resolve) => setTimeout(resolve, DUPLICATE_CALL_WINDOW_MS))
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('1 project')).toBeTruthy()
  })

  it('speaks Chinese', async () => {
    applyLocale('zh-Hans-CN')
    open()
    expect(await screen.findByText('共2个项目')).toBeTruthy()
    expect(screen.getAllByText('$600,000起')).toHaveLength(2)
    expect(screen.getAllByText('在售').length).toBeGreaterThan(0)
    expect(screen.getByRole('button', { name: '大多伦多' })).toBeTruthy()
  })

  it('is read-only when shared: a banner, no filters, cards open the shared project', async () => {
    renderScreen('/pages/share/precons-list-share?city=toronto', {
      '/pages/share/precons-list-share': <PreconsListSharePage />,
      '/pages/share/precons-detail-share': <WhereAmI />,
    })
    expect(await screen.findByText('2 projects')).toBeTruthy()
    expect(lastQuery().city).toBe('toronto')
    expect(screen.queryByRole('button', { name: 'Filters' })).toBeNull()
    expect(screen.getByText(/^Shared from MapleNest/)).toBeTruthy()
    fireEvent.click(screen.getByRole('link', { name: /Aster Residences/ }))
    expect(
      await screen.findByText('Now at /pages/share/precons-detail-share?preconsId=aster-residences-tor'),
    ).toBeTruthy()
  })
})
