import { DUPLICATE_CALL_WINDOW_MS } from '@maplenest/core'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { setUpAntdRender } from '../../test/antd-render.ts'
import { createFakeApi, type FakeApi } from '../../test/fake-api-server.ts'
import { renderScreen, WhereAmI } from '../../test/render-screen.tsx'
import { aSummary } from '../entities/listing/listing-fixtures.ts'
import { AgentListScreen } from '../features/agents/index.ts'
import { agentAppStore } from '../shared/agent-app/agent-app-store.ts'
import { applyLocale } from '../shared/i18n/i18n.ts'
import type { AppIdInfo } from '../shared/storage/storage-keys.ts'
import HomePage from './home.tsx'

const SEARCH = '/house/api/agent/v1/search'
const PROFILE = 'b7e0a1c2-0000-4000-8000-000000000001'

const HER_APP: AppIdInfo = {
  appId: 'a0000000-0000-4000-8000-000000000001',
  agentUserId: 'u0000000-0000-4000-8000-000000000001',
  name: 'Olivia Chen',
  appname: 'Olivia Chen Homes',
  appInfoVo: {
    appName: 'Olivia Chen Homes',
    themeColor: '#0b6e4f',
    agent: {
      userId: 'u0000000-0000-4000-8000-000000000001',
      profileId: PROFILE,
      name: 'Olivia Chen',
      phone: '+14165550102',
      email: 'olivia@example.com',
      avatar: '',
      brokerage: 'Maple & King Realty',
      practiceName: 'Olivia Chen',
    },
  },
}

let server: FakeApi

beforeAll(() => setUpAntdRender())
beforeEach(async () => {
  await new Promise((resolve) => setTimeout(resolve, DUPLICATE_CALL_WINDOW_MS))
  server = createFakeApi({
    [`GET ${SEARCH}`]: () => ({ code: 200, data: { items: [], nextCursor: null, total: 61 } }),
    'GET /house/api/listing/v1/agent/:id': (req) => ({
      code: 200,
      data:
        req.params.id === PROFILE
          ? {
              items: [aSummary({ mlNum: 'C1000001', address: '10 Her Street' })],
              total: 1,
            }
          : { items: [], total: 0 },
    }),
  })
  vi.stubGlobal('fetch', server.fetch)
})
afterEach(() => {
  agentAppStore.setState({ app: null })
  vi.unstubAllGlobals()
  void applyLocale('en-GB')
})

const openHome = () =>
  renderScreen('/pages/home', {
    '/pages/home': <HomePage />,
    '/pages/agent/agent-detail': <WhereAmI />,
    '/pages/agent/agent-list': <AgentListScreen />,
  })

const agentTile = () =>
  within(screen.getByRole('navigation', { name: 'Browse by category' })).getByRole('link', { name: 'Agent' })

describe("Home in an agent's app points to her", () => {
  it('leads the Agent tile to her page, never to the directory, and asks for no other agents', async () => {
    agentAppStore.setState({ app: HER_APP })
    openHome()
    expect(agentTile().getAttribute('href')).toBe(`/pages/agent/agent-detail?id=${PROFILE}`)
    fireEvent.click(agentTile())
    expect(await screen.findByText(`Now at /pages/agent/agent-detail?id=${PROFILE}`)).toBeTruthy()
    expect(server.count('GET', SEARCH)).toBe(0)
  })

  it('shows her homes first, under her name, and names her brand in the tab title', async () => {
    agentAppStore.setState({ app: HER_APP })
    openHome()
    expect(await screen.findByRole('heading', { name: 'Homes listed by Olivia Chen' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'About Olivia Chen' }).getAttribute('href')).toBe(
      `/pages/agent/agent-detail?id=${PROFILE}`,
    )
    await waitFor(() => expect(document.title).toBe('Home · Olivia Chen Homes'))
  })

  it('sends an old link to the agents directory to her page without asking for the directory', async () => {
    agentAppStore.setState({ app: HER_APP })
    renderScreen('/pages/agent/agent-list', {
      '/pages/agent/agent-list': <AgentListScreen />,
      '/pages/agent/agent-detail': <WhereAmI />,
    })
    expect(await screen.findByText(`Now at /pages/agent/agent-detail?id=${PROFILE}`)).toBeTruthy()
    expect(server.count('GET', SEARCH)).toBe(0)
  })

  it('names her brand in the tab title in Chinese too', async () => {
    await applyLocale('zh-Hans-CN')
    agentAppStore.setState({ app: HER_APP })
    openHome()
    await waitFor(() => expect(document.title).toBe('首页 · Olivia Chen Homes'))
    expect(await screen.findByRole('heading', { name: 'Olivia Chen 的在售房源' })).toBeTruthy()
  })
})

describe('Home in the main app', () => {
  it('keeps the Agent tile on the directory, the product name in the title, and no agent’s homes', async () => {
    openHome()
    expect(agentTile().getAttribute('href')).toBe('/pages/agent/agent-list')
    await waitFor(() => expect(document.title).toBe('Home · MapleNest'))
    expect(screen.queryByRole('heading', { name: /Homes listed by/ })).toBeNull()
    expect(server.requests.some((r) => r.path.startsWith('/house/api/listing/v1/agent/'))).toBe(false)
  })
})
