import { DUPLICATE_CALL_WINDOW_MS } from '@maplenest/core'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeApi, type FakeApi } from '../../../test/fake-api-server.ts'
import { renderScreen } from '../../../test/render-screen.tsx'
import { setUpAntdRender } from '../../app/antd-render.ts'
import { aDirectListing } from '../../features/agents/agent-fixtures.ts'
import { applyLocale } from '../../shared/i18n/i18n.ts'
import DirectListPage from './direct-list.tsx'

const LIST = '/pages/direct/direct-list'
const SEARCH = '/house/api/direct/v1/search'
let server: FakeApi
const lastSearch = () => server.requests.filter((r) => r.path === SEARCH).at(-1)!

beforeAll(() => setUpAntdRender())
beforeEach(async () => {
  await new Promise((resolve) => setTimeout(resolve, DUPLICATE_CALL_WINDOW_MS))
  server = createFakeApi({
    [`GET ${SEARCH}`]: () => ({
      code: 200,
      data: {
        items: [
          aDirectListing(),
          aDirectListing({ id: 2, sr: 'Lease', price: 2650, address: '88 Yew St', beds: 0, baths: 1, sqft: null }),
        ],
        nextCursor: null,
        total: 2,
      },
    }),
  })
  vi.stubGlobal('fetch', server.fetch)
})
afterEach(() => vi.unstubAllGlobals())

const open = (query = '') => renderScreen(`${LIST}${query}`, { [LIST]: <DirectListPage /> })

describe('Owner-direct listings', () => {
  it('marks every listing "Owner direct", with price, rooms and the owner to contact', async () => {
    open()
    expect(await screen.findByText('12 Liberty St, Unit 1203')).toBeTruthy()
    expect(screen.getAllByText('Owner direct')).toHaveLength(2)
    expect(screen.getByText('CA$689,000')).toBeTruthy()
    expect(screen.getByText('CA$2,650/month')).toBeTruthy()
    expect(screen.getByText(/ · Condo · 2 bd · 2 ba · /)).toBeTruthy()
    expect(screen.getByText(/ · Condo · Studio · 1 ba$/)).toBeTruthy()
    expect(screen.getAllByRole('link', { name: 'Contact Mark Thompson' })[0]?.getAttribute('href')).toBe(
      'tel:+14165557000',
    )
  })

  it('filters by sale or lease and by city', async () => {
    open()
    await screen.findByText('88 Yew St')
    fireEvent.click(screen.getByRole('button', { name: 'For lease' }))
    await waitFor(() => expect(lastSearch().query.get('sr')).toBe('Lease'))
    await new Promise((r) => setTimeout(r, DUPLICATE_CALL_WINDOW_MS))
    fireEvent.click(screen.getByRole('button', { name: 'Greater Vancouver' }))
    await waitFor(() => expect(lastSearch().query.get('city')).toBe('vancouver'))
  })

  it('names the neighbourhood in Chinese on a Chinese page', async () => {
    applyLocale('zh-Hans-CN')
    open()
    expect(await screen.findAllByText(/^自由村，多伦多 · 公寓/)).not.toHaveLength(0)
  })

  it('says when there is nothing, in Chinese', async () => {
    applyLocale('zh-Hans-CN')
    server.route(`GET ${SEARCH}`, () => ({ code: 200, data: { items: [], nextCursor: null, total: 0 } }))
    open()
    expect(await screen.findByText('暂无直售房源')).toBeTruthy()
  })
})
