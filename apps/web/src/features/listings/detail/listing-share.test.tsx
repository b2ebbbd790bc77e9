import { DUPLICATE_CALL_WINDOW_MS } from '@maplenest/core'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { setUpAntdRender } from '../../../../test/antd-render.ts'
import { createFakeApi, type FakeApi } from '../../../../test/fake-api-server.ts'
import { renderScreen } from '../../../../test/render-screen.tsx'
import { useListingShare } from '../../../shared/agent-app/use-listing-share.tsx'
import { applyLocale } from '../../../shared/i18n/i18n.ts'
import { sessionStore } from '../../../shared/session/index.ts'
import { storage } from '../../../shared/storage/index.ts'
import { testUser } from '../../showings/showing-fixtures.ts'

const SHARE = 'GET /house/api/share/v1'
let server: FakeApi
let shared: ShareData[]

function Detail() {
  const { onShare, sheet } = useListingShare('C1000001', '88 Harbour St')
  return (
    <>
      <button type="button" onClick={onShare}>
        Share
      </button>
      {sheet}
    </>
  )
}
const open = () =>
  renderScreen('/pages/toronto/sale/condo-detail?mlNum=C1000001', { '/pages/toronto/sale/condo-detail': <Detail /> })

async function signInAs(type: 'agent' | 'user', isBroker: boolean) {
  const user = testUser(type, { isBroker })
  await storage.set('accessToken', 'token')
  await storage.set('user_information', user)
  sessionStore.setState({ status: 'user', user })
}

beforeAll(() => setUpAntdRender())
beforeEach(async () => {
  await new Promise((resolve) => setTimeout(resolve, DUPLICATE_CALL_WINDOW_MS))
  localStorage.clear()
  shared = []
  server = createFakeApi({
    [SHARE]: (req) => ({
      code: 200,
      data: {
        shareId: 's1',
        url: `/h5/pages/share/condo-detail-share?mlNum=C1000001&shareId=s1&brokershow=${req.query.get('brokershow')}`,
        title: '88 Harbour St',
        summary: '$899,000 · 2 bed · 2 bath · Waterfront Communities',
        image: null,
        brand: null,
        withSignature: req.query.get('brokershow') === '1',
      },
    }),
  })
  vi.stubGlobal('fetch', server.fetch)
  vi.stubGlobal('navigator', { ...navigator, share: async (data: ShareData) => void shared.push(data) })
})
afterEach(() => {
  vi.unstubAllGlobals()
  applyLocale('en-GB')
})

describe('sharing a home', () => {
  it('asks an agent, share by share, whether it carries her signature, and shares as she chose', async () => {
    await signInAs('agent', true)
    open()
    fireEvent.click(screen.getByRole('button', { name: 'Share' }))
    expect(
      await screen.findByText('Add your signature (your name, phone and e-mail) to the page this share opens?'),
    ).toBeTruthy()
    fireEvent.click(screen.getByText('Share without my contact details'))
    await waitFor(() => expect(shared).toHaveLength(1))
    expect(server.requests.find((r) => `${r.method} ${r.path}` === SHARE)?.query.get('brokershow')).toBe('0')
    expect(shared[0]).toMatchObject({
      title: '88 Harbour St',
      text: '$899,000 · 2 bed · 2 bath · Waterfront Communities',
    })

    fireEvent.click(screen.getByRole('button', { name: 'Share' }))
    fireEvent.click(await screen.findByText('Share with my signature'))
    await waitFor(() => expect(shared).toHaveLength(2))
    expect(shared[1]!.url).toContain('brokershow=1')
  })

  it('shares at once for anyone who is not an agent, and asks in Chinese in a Chinese app', async () => {
    await signInAs('user', false)
    open()
    fireEvent.click(screen.getByRole('button', { name: 'Share' }))
    await waitFor(() => expect(shared).toHaveLength(1))
    expect(screen.queryByText('Share with my signature')).toBeNull()

    await applyLocale('zh-Hans-CN')
    await signInAs('agent', true)
    fireEvent.click(screen.getByRole('button', { name: 'Share' }))
    expect(await screen.findByText('附签名分享')).toBeTruthy()
    expect(screen.getByText('不附联系方式分享')).toBeTruthy()
  })
})
