import { DUPLICATE_CALL_WINDOW_MS } from '@maplenest/core'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeApi, type FakeApi } from '../../../test/fake-api-server.ts'
import { renderScreen } from '../../../test/render-screen.tsx'
import { setUpAntdRender } from '../../app/antd-render.ts'
import { aCampusDetail, CAMPUSES } from '../../features/schools/school-fixtures.ts'
import { applyLocale } from '../../shared/i18n/i18n.ts'
import UniversityPage from './university.tsx'

const PAGE = '/pages/university/university'
let server: FakeApi
const campusCalls = () => server.requests.filter((r) => r.path.startsWith('/house/api/university/v1/'))

beforeAll(() => setUpAntdRender())
beforeEach(async () => {
  await new Promise((resolve) => setTimeout(resolve, DUPLICATE_CALL_WINDOW_MS))
  applyLocale('en-GB')
  server = createFakeApi({
    'GET /house/api/university/v1': () => ({ code: 200, data: CAMPUSES }),
    'GET /house/api/university/v1/:id': (req) => {
      const campus = CAMPUSES.find((c) => c.id === req.params.id)
      return campus ? { code: 200, data: aCampusDetail(campus) } : { code: 404, msg: 'This could not be found' }
    },
  })
  vi.stubGlobal('fetch', server.fetch)
})
afterEach(() => {
  vi.unstubAllGlobals()
  applyLocale('en-GB')
})

const open = (query = '') => renderScreen(`${PAGE}${query}`, { [PAGE]: <UniversityPage /> })

describe('University', () => {
  it('shows the city’s campuses with their lease counts and the first campus’s lease listings before sale', async () => {
    open()
    const campuses = await screen.findByRole('group', { name: 'Campuses' })
    const st = within(campuses).getByRole('button', { name: /University of Toronto - St. George/ })
    expect(st.getAttribute('aria-pressed')).toBe('true')
    expect(within(st).getByText('2 for lease nearby')).toBeTruthy()
    expect(within(campuses).queryByRole('button', { name: /Langara/ })).toBeNull()
    await screen.findByRole('article', { name: '25 Harbord St' })
    const lease = screen.getByRole('heading', { name: 'For lease within 2 km · 2' })
    const sale = screen.getByRole('heading', { name: 'For sale within 2 km · 1' })
    expect(lease.compareDocumentPosition(sale) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    const cards = screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'))
    expect(cards).toEqual(['listing-C3000001', 'listing-C3000002', 'listing-C3000003'])
    expect(campusCalls().at(-1)!.path).toBe('/house/api/university/v1/university-of-toronto-st-george')
  })

  it('changes campus and city', async () => {
    const { router } = open()
    await screen.findByRole('article', { name: '25 Harbord St' })
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Region' })).getByRole('button', { name: 'Greater Vancouver' }),
    )
    const langara = await screen.findByRole('button', { name: /Langara College/ })
    expect(langara.getAttribute('aria-pressed')).toBe('true')
    await waitFor(() => expect(campusCalls().at(-1)!.path).toBe('/house/api/university/v1/langara-college'))
    expect(router.state.location.search).toBe('?city=vancouver')
  })

  it('says when a campus has no listings near it', async () => {
    server.route('GET /house/api/university/v1/:id', (req) => ({
      code: 200,
      data: aCampusDetail(CAMPUSES.find((c) => c.id === req.params.id)!, { items: [], saleCount: 0 }),
    }))
    open('?campus=toronto-metropolitan-university')
    expect(await screen.findByText('No active listings near this campus')).toBeTruthy()
  })

  it('names campuses in Chinese for Chinese readers', async () => {
    applyLocale('zh-Hans-CN')
    open()
    expect(await screen.findByRole('button', { name: /多伦多大学圣乔治校区/ })).toBeTruthy()
    expect(await screen.findByText('2 公里内出租 · 2')).toBeTruthy()
  })
})
