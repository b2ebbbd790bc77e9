import { DUPLICATE_CALL_WINDOW_MS } from '@maplenest/core'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { setUpAntdRender } from '../../../../test/antd-render.ts'
import { createFakeApi, type FakeApi } from '../../../../test/fake-api-server.ts'
import { renderScreen } from '../../../../test/render-screen.tsx'
import { applyLocale } from '../../../shared/i18n/i18n.ts'
import { session, sessionStore } from '../../../shared/session/index.ts'
import { testUser } from '../../rentals/rental-fixtures.ts'
import { UserListScreen } from './user-list-screen.tsx'

const CLIENTS = '/house/api/activity/v1/clients'
const PEOPLE = [
  { userId: 'c1', name: 'Mei Lin 林美', email: 'mei@example.com', phone: '4165550111' },
  { userId: 'c2', name: 'Daniel Wong', email: 'daniel@example.org', phone: '6045550222' },
]
let server: FakeApi

beforeAll(() => setUpAntdRender())
beforeEach(async () => {
  await new Promise((resolve) => setTimeout(resolve, DUPLICATE_CALL_WINDOW_MS))
  server = createFakeApi({
    [`GET ${CLIENTS}`]: (req) => {
      const q = (req.query.get('q') ?? '').toLowerCase()
      const found = PEOPLE.filter((p) => !q || `${p.name} ${p.email} ${p.phone}`.toLowerCase().includes(q))
      return {
        code: 200,
        data: {
          items: found.map((p) => ({
            userId: p.userId,
            name: p.name,
            type: 'user',
            avatar: '',
            source: 'qr',
            since: '2026-11-02T10:00:00.000Z',
            lastActiveAt: null,
            actions: 0,
          })),
          nextCursor: null,
        },
      }
    },
  })
  vi.stubGlobal('fetch', server.fetch)
  // the app's boot (a visitor's session, as nobody is signed in here) settles first; then she is signed in
  await session.start().catch(() => {})
  await session.settled()
  sessionStore.setState({ status: 'user', user: testUser('agent') })
})
afterEach(() => {
  vi.unstubAllGlobals()
  void applyLocale('en-GB')
})

const open = (url = '/pages/my/user/user-list') => renderScreen(url, { '/pages/my/user/user-list': <UserListScreen /> })
const asked = () => server.requests.filter((r) => r.path === CLIENTS).map((r) => r.query.get('q'))

describe('My clients: the agent searches her clients by name, phone or e-mail', () => {
  it('is titled My clients, and narrows the list as she types', async () => {
    open()
    expect(await screen.findByText('Daniel Wong')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'My clients' })).toBeTruthy()
    await waitFor(() => expect(document.title).toBe('My clients · MapleNest'))
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search your clients' }), { target: { value: ' 604 ' } })
    await waitFor(() => expect(asked()).toEqual([null, '604']))
    expect(await screen.findByText('Daniel Wong')).toBeTruthy()
    expect(screen.queryByText('Mei Lin 林美')).toBeNull()
  })

  it('says when nobody matches, and shows everyone again once cleared', async () => {
    open('/pages/my/user/user-list?q=zzz')
    expect(await screen.findByText('No client matches “zzz”')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Clear the search' }))
    expect(await screen.findByText('Mei Lin 林美')).toBeTruthy()
  })

  it('speaks Chinese: 我的客户, and its search', async () => {
    await applyLocale('zh-Hans-CN')
    open('/pages/my/user/user-list?q=zzz')
    expect(await screen.findByText('没有与“zzz”匹配的客户')).toBeTruthy()
    expect(screen.getByRole('heading', { name: '我的客户' })).toBeTruthy()
    expect(screen.getByRole('searchbox', { name: '搜索客户' })).toBeTruthy()
  })
})
