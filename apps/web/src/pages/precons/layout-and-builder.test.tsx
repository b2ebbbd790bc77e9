import { DUPLICATE_CALL_WINDOW_MS } from '@maplenest/core'
import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeApi, type FakeApi } from '../../../test/fake-api-server.ts'
import { renderScreen, WhereAmI } from '../../../test/render-screen.tsx'
import { setUpAntdRender } from '../../app/antd-render.ts'
import { aBuilder, aLayoutDetail } from '../../features/precons/precons-fixtures.ts'
import { applyLocale } from '../../shared/i18n/i18n.ts'
import BuilderDetailSharePage from '../share/builde-detail-share.tsx'
import BuilderDetailPage from './builder-detail.tsx'
import LayoutDetailPage from './layout-detail.tsx'

let server: FakeApi

beforeAll(() => setUpAntdRender())

beforeEach(async () => {
  await new Promise((resolve) => setTimeout(resolve, DUPLICATE_CALL_WINDOW_MS))
  server = createFakeApi({
    'GET /house/api/precons/v1/layout/:id': (req) =>
      req.params.id === 'aster-residences-tor-elm'
        ? { code: 200, data: aLayoutDetail() }
        : req.params.id === 'aster-residences-tor-fir'
          ? { code: 200, data: aLayoutDetail({ id: 'aster-residences-tor-fir', name: 'Fir', listings: [] }) }
          : { code: 404, msg: 'Floor plan not found' },
    'GET /house/api/precons/v1/builder/:id': (req) =>
      req.params.id === 'tridel' ? { code: 200, data: aBuilder() } : { code: 404, msg: 'Builder not found' },
  })
  vi.stubGlobal('fetch', server.fetch)
})

afterEach(() => vi.unstubAllGlobals())

const LAYOUT = '/pages/precons/layout-detail'
const BUILDER = '/pages/precons/builder-detail'
const openLayout = (query: string) =>
  renderScreen(`${LAYOUT}${query}`, {
    [LAYOUT]: <LayoutDetailPage />,
    '/pages/precons/precons-detail': <WhereAmI />,
    '/pages/toronto/sale/condo-detail': <WhereAmI />,
  })

describe('Floor plan detail', () => {
  it('shows the plan, size, price, exposure, its project and the listings of that plan', async () => {
    openLayout('?layoutId=aster-residences-tor-elm')
    expect(await screen.findByRole('heading', { level: 2, name: 'Elm · 1 bedroom + den' })).toBeTruthy()
    expect(screen.getByRole('img', { name: 'Floor plan of Elm' }).getAttribute('src')).toBe(
      '/house/api/precons/v1/media/layout/aster-residences-tor-elm.svg',
    )
    expect(screen.getByText('640 sq ft')).toBeTruthy()
    expect(screen.getByText('South-east')).toBeTruthy()
    expect(screen.getAllByText('$799,900').length).toBeGreaterThan(0)
    expect(screen.getByText('$1,250/sq ft')).toBeTruthy()
    const listings = screen.getByRole('region', { name: 'Resale and assignment listings of this plan' })
    expect(within(listings).getByRole('article')).toBeTruthy()
    fireEvent.click(screen.getByRole('link', { name: 'Aster Residences' }))
    expect(await screen.findByText('Now at /pages/precons/precons-detail?preconsId=aster-residences-tor')).toBeTruthy()
  })

  it('says when a plan has no listings, and when it does not exist', async () => {
    openLayout('?layoutId=aster-residences-tor-fir')
    expect(await screen.findByText('No listings of this floor plan at the moment.')).toBeTruthy()
    openLayout('?layoutId=nope')
    expect(await screen.findByText('Floor plan not found')).toBeTruthy()
  })

  it('speaks Chinese', async () => {
    applyLocale('zh-Hans-CN')
    openLayout('?layoutId=aster-residences-tor-elm')
    expect(await screen.findByRole('heading', { level: 2, name: 'Elm · 1卧+书房' })).toBeTruthy()
    expect(screen.getByText('640平方英尺')).toBeTruthy()
    expect(screen.getByText('该户型的二手和转让房源')).toBeTruthy()
  })
})

describe('Builder detail', () => {
  it('shows the builder and its projects, each opening its page', async () => {
    renderScreen(`${BUILDER}?builderId=tridel`, {
      [BUILDER]: <BuilderDetailPage />,
      '/pages/precons/precons-detail': <WhereAmI />,
    })
    expect(await screen.findByRole('heading', { level: 2, name: 'Tridel' })).toBeTruthy()
    expect(screen.getByText('Toronto · Founded 1934')).toBeTruthy()
    expect(screen.getByText('Projects (2)')).toBeTruthy()
    expect(screen.getAllByRole('article')).toHaveLength(2)
    fireEvent.click(screen.getByRole('link', { name: /Birch Towers/ }))
    expect(await screen.findByText('Now at /pages/precons/precons-detail?preconsId=birch-towers-tor')).toBeTruthy()
  })

  it('says when the builder does not exist', async () => {
    renderScreen(`${BUILDER}?builderId=nope`, { [BUILDER]: <BuilderDetailPage /> })
    expect(await screen.findByText('Builder not found')).toBeTruthy()
  })

  it('is read-only when shared on builde-detail-share', async () => {
    renderScreen('/pages/share/builde-detail-share?builderId=tridel', {
      '/pages/share/builde-detail-share': <BuilderDetailSharePage />,
      '/pages/share/precons-detail-share': <WhereAmI />,
    })
    expect(await screen.findByRole('heading', { level: 2, name: 'Tridel' })).toBeTruthy()
    expect(screen.getByText(/^Shared from MapleNest/)).toBeTruthy()
    fireEvent.click(screen.getByRole('link', { name: /Aster Residences/ }))
    expect(
      await screen.findByText('Now at /pages/share/precons-detail-share?preconsId=aster-residences-tor'),
    ).toBeTruthy()
  })
})
