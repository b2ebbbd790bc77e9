import { DUPLICATE_CALL_WINDOW_MS } from '@maplenest/core'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { setUpAntdRender } from '../../../test/antd-render.ts'
import { createFakeApi, type FakeApi } from '../../../test/fake-api-server.ts'
import { renderScreen } from '../../../test/render-screen.tsx'
import { applyLocale } from '../../shared/i18n/i18n.ts'
import { anAgent } from './agent-fixtures.ts'
import { AgentListScreen } from './agent-list-screen.tsx'

const SEARCH = '/house/api/agent/v1/search'
const AGENTS = [
  anAgent(),
  anAgent({ id: '33333333-3333-4333-8333-333333333333', name: 'Daniel Wong', companyName: 'Harbour Realty' }),
]
let server: FakeApi

beforeAll(() => setUpAntdRender())
beforeEach(async () => {
  await new Promise((resolve) => setTimeout(resolve, DUPLICATE_CALL_WINDOW_MS))
  server = createFakeApi({
    [`GET ${SEARCH}`]: (req) => {
      const q = (req.query.get('q') ?? '').toLowerCase()
      const items = AGENTS.filter((a) => !q || a.name.toLowerCase().includes(q))
      return { code: 200, data: { items, nextCursor: null, total: items.length } }
    },
  })
  vi.stubGlobal('fetch', server.fetch)
})
afterEach(() => {
  vi.unstubAllGlobals()
  void applyLocale('en-GB')
})

const open = (url = '/pages/agent/agent-list') => renderScreen(url, { '/pages/agent/agent-list': <AgentListScreen /> })
const asked = () => server.requests.filter((r) => r.path === SEARCH).map((r) => r.query.get('q'))

describe('the agents directory searched by name', () => {
  it('finds an agent by part of the name, and keeps the search in the address', async () => {
    const { router } = open()
    expect(await screen.findByText('Daniel Wong')).toBeTruthy()
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search agents by name' }), { target: { value: 'wong' } })
    await waitFor(() => expect(asked()).toEqual([null, 'wong']))
    expect(await screen.findByText('1 agent')).toBeTruthy()
    expect(screen.queryByText('Olivia Chen 陈思雨')).toBeNull()
    expect(router.state.location.search).toBe('?q=wong')
  })

  it('says when no agent matches, in both languages', async () => {
    open('/pages/agent/agent-list?q=nobody')
    expect(await screen.findByText('No agent matches “nobody”')).toBeTruthy()
    await applyLocale('zh-Hans-CN')
    expect(await screen.findByText('没有与“nobody”匹配的经纪人')).toBeTruthy()
    expect(screen.getByRole('searchbox', { name: '按姓名搜索经纪人' })).toBeTruthy()
  })
})
