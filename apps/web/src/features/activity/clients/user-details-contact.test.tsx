import { DUPLICATE_CALL_WINDOW_MS } from '@maplenest/core'
import { screen } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { setUpAntdRender } from '../../../../test/antd-render.ts'
import { createFakeApi, type FakeApi } from '../../../../test/fake-api-server.ts'
import { renderScreen } from '../../../../test/render-screen.tsx'
import { applyLocale } from '../../../shared/i18n/i18n.ts'
import { session, sessionStore } from '../../../shared/session/index.ts'
import { testUser } from '../../rentals/rental-fixtures.ts'
import { UserDetailsScreen } from './user-details-screen.tsx'

const ACTIVITY = '/house/api/activity/v1'
let server: FakeApi
let contact: { name: string; phone: string | null; email: string | null; wechat: string | null } | null

const details = (userId: string) => ({
  client: {
    userId,
    name: 'Mei Lin',
    type: 'user',
    avatar: '',
    source: 'qr',
    since: '2026-11-02T10:00:00.000Z',
    lastActiveAt: null,
    actions: 0,
  },
  counts: { views: 0, favourites: 0, showings: 0, searches: 0 },
  alerts: [],
  timeline: [],
})

beforeAll(() => setUpAntdRender())
beforeEach(async () => {
  await new Promise((resolve) => setTimeout(resolve, DUPLICATE_CALL_WINDOW_MS))
  contact = { name: 'Mei Lin', phone: '+1 416 555 0123', email: 'mei@example.com', wechat: 'meilin88' }
  server = createFakeApi({
    [`GET ${ACTIVITY}/clients/c1`]: () => ({ code: 200, data: details('c1') }),
    [`GET ${ACTIVITY}/leads`]: (req) => ({
      code: 200,
      data: {
        items:
          contact && req.query.get('clientId') === 'c1' ? [{ id: 'l1', client: { userId: 'c1', ...contact } }] : [],
        newCount: 0,
        nextCursor: null,
      },
    }),
  })
  vi.stubGlobal('fetch', server.fetch)
  await session.start().catch(() => {})
  await session.settled()
  sessionStore.setState({ status: 'user', user: testUser('agent') })
})
afterEach(() => {
  vi.unstubAllGlobals()
  void applyLocale('en-GB')
})

const open = () =>
  renderScreen('/pages/my/user/user-listdetails?userId=c1', {
    '/pages/my/user/user-listdetails': <UserDetailsScreen />,
  })

describe('A client’s page in My clients: how to reach them', () => {
  it('offers Call, E-mail and Copy WeChat ID with the contact of their latest request', async () => {
    open()
    const call = await screen.findByRole('link', { name: 'Call Mei Lin on +1 416 555 0123' })
    expect(call.getAttribute('href')).toBe('tel:+14165550123')
    expect(screen.getByRole('link', { name: 'E-mail Mei Lin at mei@example.com' }).getAttribute('href')).toBe(
      'mailto:mei@example.com',
    )
    expect(screen.getByRole('button', { name: 'Copy the WeChat ID of Mei Lin: meilin88' })).toBeTruthy()
    expect(server.requests.find((r) => r.path === `${ACTIVITY}/leads`)?.query.get('clientId')).toBe('c1')
  })

  it('says there is no contact yet before the client has sent a request, in Chinese too', async () => {
    contact = null
    await applyLocale('zh-Hans-CN')
    open()
    expect(await screen.findByText('暂无联系方式：客户发送请求后会显示在这里。')).toBeTruthy()
    expect(screen.queryByRole('link', { name: /致电/ })).toBeNull()
  })
})
