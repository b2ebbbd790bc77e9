import { DUPLICATE_CALL_WINDOW_MS } from '@maplenest/core'
import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeApi, type FakeApi } from '../../../test/fake-api-server.ts'
import { renderScreen, WhereAmI } from '../../../test/render-screen.tsx'
import { setUpAntdRender } from '../../app/antd-render.ts'
import { aPreconsDetail } from '../../features/precons/precons-fixtures.ts'
import { applyLocale } from '../../shared/i18n/i18n.ts'
import PreconsDetailSharePage from '../share/precons-detail-share.tsx'
import PreconsDetailPage from './precons-detail.tsx'

const DETAIL = '/pages/precons/precons-detail'
let server: FakeApi

beforeAll(() => setUpAntdRender())

beforeEach(async () => {
  // the person asked for yuan beside prices (English shows dollars alone by default)
  localStorage.setItem('showCny', 'true')
  await new Promise((resolve) => setTimeout(resolve, DUPLICATE_CALL_WINDOW_MS))
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-22T15:00:00Z') })
  server = createFakeApi({
    'GET /house/api/precons/v1/:id': (req) =>
      req.params.id === 'aster-residences-tor'
        ? { code: 200, data: aPreconsDetail() }
        : { code: 404, msg: 'Pre-construction project not found' },
  })
  vi.stubGlobal('fetch', server.fetch)
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const open = (query: string) =>
  renderScreen(`${DETAIL}${query}`, {
    [DETAIL]: <PreconsDetailPage />,
    '/pages/precons/layout-detail': <WhereAmI />,
    '/pages/precons/builder-detail': <WhereAmI />,
    '/': <WhereAmI />,
  })
const tab = (name: string) => screen.getByRole('tab', { name })
const panel = () => screen.getByRole('tabpanel')

describe('Pre-construction project detail', () => {
  it('shows the name, status, price range with yuan and key facts under the transparent header', async () => {
    open('?preconsId=aster-residences-tor')
    expect(await screen.findByRole('heading', { level: 2, name: 'Aster Residences' })).toBeTruthy()
    expect(screen.getAllByText('$600,000 – $1,450,000').length).toBeGreaterThan(0)
    // The yuan of the range converts both ends.
    expect(screen.getByText(/^≈ CN¥\d+(\.\d{1,2})?M – CN¥\d+(\.\d{1,2})?M$/)).toBeTruthy()
    expect(screen.getAllByText('For Sale').length).toBeGreaterThan(0)
    expect(screen.getByRole('button', { name: 'Share' })).toBeTruthy()
    expect(screen.getByRole('region', { name: 'Illustrations of the project' })).toBeTruthy()
    expect(screen.getByText(/^Demo data/)).toBeTruthy()
    expect(['Detail', 'Summary', 'Activity', 'Recommend', 'Assign'].every((name) => tab(name))).toBe(true)
  })

  it('dates the deposit schedule on the project’s clock in the evening, when the UTC date is already the next day', async () => {
    // 19:30 on 22 November in Toronto is 00:30 on 23 November in UTC
    vi.setSystemTime(new Date('2026-11-23T00:30:00Z'))
    open('?preconsId=aster-residences-tor')
    await screen.findByRole('heading', { level: 2, name: 'Aster Residences' })
    const p = within(panel())
    expect(p.getByText('For a suite at $600,000 signed on 22 Nov 2026')).toBeTruthy()
    const rows = within(p.getByRole('table')).getAllByRole('row').slice(1)
    expect(rows[1]?.textContent).toBe('Within 30 days · 22 Dec 2026$25,000 (4.17%)')
  })

  it('lists the facts, the deposit schedule for the lowest price and the plans by bedrooms on the Detail tab', async () => {
    open('?preconsId=aster-residences-tor')
    await screen.findByRole('heading', { level: 2, name: 'Aster Residences' })
    const p = within(panel())
    expect(p.getByText('Capped at $15,000')).toBeTruthy()
    expect(p.getByText('$0.68/sq ft/month')).toBeTruthy()
    expect(p.getByText('$95,000')).toBeTruthy()
    expect(p.getByText('Baker Real Estate Incorporated')).toBeTruthy()
    expect(p.getByText('For a suite at $600,000 signed on 22 Nov 2026')).toBeTruthy()
    const rows = within(p.getByRole('table')).getAllByRole('row').slice(1)
    expect(rows.map((r) => r.textContent)).toEqual([
      'On signing$5,000 (0.83%)',
      'Within 30 days · 22 Dec 2026$25,000 (4.17%)',
      'Within 90 days · 20 Feb 2027$30,000 (5%)',
      'On occupancy$30,000 (5%)',
    ])
    expect(p.getByText('Total deposit $90,000 (15%)')).toBeTruthy()
    expect(p.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual([
      'Studio (1)',
      '1 bedroom (2)',
      '3 bedrooms (1)',
    ])
    expect(p.getByText('Sold out')).toBeTruthy()
    fireEvent.click(p.getByRole('link', { name: /Elm/ }))
    expect(
      await screen.findByText('Now at /pages/precons/layout-detail?layoutId=aster-residences-tor-elm'),
    ).toBeTruthy()
  })

  it('links the builder', async () => {
    open('?preconsId=aster-residences-tor')
    await screen.findByRole('heading', { level: 2, name: 'Aster Residences' })
    fireEvent.click(within(panel()).getByRole('link', { name: 'Tridel' }))
    expect(await screen.findByText('Now at /pages/precons/builder-detail?builderId=tridel')).toBeTruthy()
  })

  it('has the summary and facilities, events, recommendation and assignment terms on the other tabs', async () => {
    open('?preconsId=aster-residences-tor')
    await screen.findByRole('heading', { level: 2, name: 'Aster Residences' })
    fireEvent.click(tab('Summary'))
    expect(within(panel()).getByText('A 48-storey condominium tower of 520 suites by Tridel.')).toBeTruthy()
    expect(within(panel()).getByText('Rooftop terrace')).toBeTruthy()
    fireEvent.click(tab('Activity'))
    expect(within(panel()).getByText('Live · VIP preview')).toBeTruthy()
    expect(within(panel()).getByText('5 Dec 2026, 18:00 · 60 min')).toBeTruthy()
    const recording = within(panel()).getByRole('link', { name: 'Watch recording' })
    expect(recording.getAttribute('href')).toBe('https://video.maplenest.ca/precons/aster-residences-tor/2')
    fireEvent.click(within(panel()).getByRole('button', { name: 'Join live' }))
    expect(await screen.findByText('The live room opens only in the WeChat mini-program')).toBeTruthy()
    fireEvent.click(tab('Recommend'))
    expect(within(panel()).getByText('Top pick')).toBeTruthy()
    expect(
      within(panel()).getByText(
        'Promoted: it appears near the top of lists. Promotion is not a rating of the project.',
      ),
    ).toBeTruthy()
    expect(within(panel()).getByText('Development charges capped')).toBeTruthy()
    fireEvent.click(tab('Assign'))
    expect(within(panel()).getByText('Allowed')).toBeTruthy()
    expect(within(panel()).getByText('$5,000')).toBeTruthy()
    expect(within(panel()).getByText('The builder’s written consent is required')).toBeTruthy()
  })

  it('opens on the tab named in the address', async () => {
    open('?preconsId=aster-residences-tor&tab=assign')
    await screen.findByRole('heading', { level: 2, name: 'Aster Residences' })
    expect(tab('Assign').getAttribute('aria-selected')).toBe('true')
  })

  it('says when the project does not exist, and when it could not be loaded', async () => {
    open('?preconsId=no-such-project')
    expect(await screen.findByText('Project not found')).toBeTruthy()
    server.route('GET /house/api/precons/v1/:id', () => ({ code: 500, msg: 'down' }))
    open('?preconsId=aster-residences-tor')
    expect(await screen.findByText('The project could not be loaded')).toBeTruthy()
  })

  it('speaks Chinese', async () => {
    applyLocale('zh-Hans-CN')
    open('?preconsId=aster-residences-tor')
    await screen.findByRole('heading', { level: 2, name: 'Aster Residences' })
    expect(['详情', '概要', '活动', '推荐', '转让'].every((name) => tab(name))).toBe(true)
    expect(within(panel()).getByText('封顶$15,000')).toBeTruthy()
    expect(within(panel()).getByText('开间（1）')).toBeTruthy()
  })

  it('is read-only when shared: a banner and links to the shared layout', async () => {
    renderScreen('/pages/share/precons-detail-share?preconsId=aster-residences-tor', {
      '/pages/share/precons-detail-share': <PreconsDetailSharePage />,
      '/pages/share/layout-detail-share': <WhereAmI />,
    })
    await screen.findByRole('heading', { level: 2, name: 'Aster Residences' })
    expect(screen.getByText(/^Shared from MapleNest/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Save to favourites' })).toBeNull()
    fireEvent.click(within(panel()).getByRole('link', { name: /Oak/ }))
    expect(
      await screen.findByText('Now at /pages/share/layout-detail-share?layoutId=aster-residences-tor-oak'),
    ).toBeTruthy()
  })
})
