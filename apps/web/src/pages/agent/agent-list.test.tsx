import { DUPLICATE_CALL_WINDOW_MS } from '@maplenest/core'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeApi, type FakeApi } from '../../../test/fake-api-server.ts'
import { renderScreen } from '../../../test/render-screen.tsx'
import { setUpAntdRender } from '../../app/antd-render.ts'
import { aSummary } from '../../features/agents/agent-fixtures.ts'
import { applyLocale } from '../../shared/i18n/i18n.ts'
import AgentListPage from './agent-list.tsx'

const LIST = '/pages/agent/agent-list'
const SEARCH = '/house/api/agent/v1/search'
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
          aSummary(),
          aSummary({
            id: 'b',
            name: 'Sarah Mitchell',
            languages: ['english', 'cantonese'],
            rating: 4.2,
            transactionsCount: 90,
          }),
        ],
        nextCursor: null,
        total: 2,
      },
    }),
  })
  vi.stubGlobal('fetch', server.fetch)
})
afterEach(() => vi.unstubAllGlobals())

const open = (query = '') => renderScreen(`${LIST}${query}`, { [LIST]: <AgentListPage /> })

describe('Agent list', () => {
  it('lists agents with rating, transactions and languages, most transactions first', async () => {
    open()
    expect(await screen.findByText('2 agents')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Olivia Chen 陈思雨' })).toBeTruthy()
    expect(screen.getByText('186 transactions')).toBeTruthy()
    expect(screen.getByText('★ 4.9 rating')).toBeTruthy()
    expect(screen.getAllByText('Cantonese', { selector: 'li' })).toHaveLength(2)
    expect(Object.fromEntries(lastSearch().query)).toEqual({ sort: 'transactionsCount', limit: '20' })
    expect(screen.getByRole('link', { name: /Olivia Chen/ }).getAttribute('href')).toBe(
      '/pages/agent/agent-detail?id=11111111-1111-4111-8111-111111111111',
    )
  })

  it('sorts by rating and filters by service city and language, keeping the choices in the address', async () => {
    const { router } = open()
    await screen.findByText('2 agents')
    fireEvent.click(screen.getByRole('button', { name: 'Top rated' }))
    await waitFor(() => expect(lastSearch().query.get('sort')).toBe('rating'))
    await new Promise((r) => setTimeout(r, DUPLICATE_CALL_WINDOW_MS))
    fireEvent.change(screen.getByLabelText('Service city'), { target: { value: 'vancouver' } })
    await waitFor(() => expect(lastSearch().query.get('city')).toBe('vancouver'))
    await new Promise((r) => setTimeout(r, DUPLICATE_CALL_WINDOW_MS))
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'mandarin' } })
    await waitFor(() => expect(lastSearch().query.get('language')).toBe('mandarin'))
    expect(Object.fromEntries(lastSearch().query)).toEqual({
      sort: 'rating',
      city: 'vancouver',
      language: 'mandarin',
      limit: '20',
    })
    expect(router.state.location.search).toBe('?sort=rating&city=vancouver&speaks=mandarin')
    expect(screen.getByRole('button', { name: 'Top rated' }).getAttribute('aria-pressed')).toBe('true')
  })

  it('says "No agents found" when nobody matches, in both languages', async () => {
    server.route(`GET ${SEARCH}`, () => ({ code: 200, data: { items: [], nextCursor: null, total: 0 } }))
    open('?speaks=korean')
    expect(await screen.findByText('No agents found')).toBeTruthy()
  })

  it('shows the list in Chinese', async () => {
    applyLocale('zh-Hans-CN')
    server.route(`GET ${SEARCH}`, () => ({ code: 200, data: { items: [], nextCursor: null, total: 0 } }))
    open()
    expect(await screen.findByText('暂无经纪人')).toBeTruthy()
    expect(screen.getByRole('button', { name: '评分最高' })).toBeTruthy()
  })

  it('offers to try again when the search fails', async () => {
    server.route(`GET ${SEARCH}`, () => ({ code: 500, msg: 'boom' }))
    open()
    expect(await screen.findByText('Agents could not be loaded')).toBeTruthy()
    server.route(`GET ${SEARCH}`, () => ({ code: 200, data: { items: [aSummary()], nextCursor: null, total: 1 } }))
    await new Promise((r) => setTimeout(r, DUPLICATE_CALL_WINDOW_MS))
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('1 agent')).toBeTruthy()
  })
})
