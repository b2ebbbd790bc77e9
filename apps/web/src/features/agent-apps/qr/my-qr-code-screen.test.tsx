import type { AppInfoVo } from '@maplenest/core'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { setUpAntdRender } from '../../../../test/antd-render.ts'
import { createFakeApi, type FakeApi } from '../../../../test/fake-api-server.ts'
import { renderScreen } from '../../../../test/render-screen.tsx'
import { AppConfigForm } from '../settings/app-config-form.tsx'
import { MyQrCodeScreen } from './my-qr-code-screen.tsx'

// the code's picture is drawn on a canvas, which the test's document has not
vi.mock('./branded-qr.ts', () => ({ drawBrandedQr: async () => 'data:image/png;base64,iVBORw0KGgo=' }))

const APP = 'http://demo.maplenest.localhost:8080'
const app: AppInfoVo = {
  appId: '0b9c1f3e-7d1a-4b8e-9a55-3f2e1d0c9b8a',
  userId: '22222222-2222-4222-8222-222222222222',
  appName: 'Olivia Chen Homes',
  shortName: 'Olivia Homes',
  appIconUrl: '',
  appLogoUrl: '',
  appAdvUrl: '',
  domain: 'demo.maplenest.localhost',
  subdomain: 'demo',
  themeColor: '#0b6e4f',
  signatureSwitch: 'true',
  live: true,
  icons: { icon192: '', icon512: '', maskable512: '', appleTouch180: '' },
  agent: {
    userId: '22222222-2222-4222-8222-222222222222',
    profileId: null,
    name: 'Olivia Chen 陈思雨',
    phone: '',
    email: '',
    avatar: '',
    brokerage: '',
    practiceName: '',
  },
  inviteUrl: `${APP}/h5/?appId=0b9c1f3e-7d1a-4b8e-9a55-3f2e1d0c9b8a&agentUserId=22222222-2222-4222-8222-222222222222&src=qr`,
  defaultLanguage: 'zh-Hans-CN',
}
const CODES = { none: 'abcdefghjkmn', 'en-GB': 'pqrstuvwxyz2', 'zh-Hans-CN': 'zz23456789ab' } as const

// the saved toast is drawn by the UI kit's own root
beforeAll(() => setUpAntdRender())

let api: FakeApi
beforeEach(() => {
  api = createFakeApi({
    'GET /house/api/app/v1/mine': () => ({ code: 200, data: { app, broker: true, activeUntil: null } }),
    'POST /house/api/app/v1/mine/invite': (req) => {
      const language = (req.body as { language: keyof typeof CODES | null }).language
      const code = CODES[language ?? 'none']
      return { code: 200, data: { code, language, url: `${APP}/h5/i/${code}`, longUrl: app.inviteUrl } }
    },
    'GET /house/api/share/v2/webApp': (req) => ({
      code: 200,
      data: {
        title: app.appName,
        summary:
          req.headers.get('language') === 'zh-Hans-CN'
            ? 'Olivia Chen 陈思雨的找房应用：房源、收藏和预约看房'
            : 'Homes, favourites and showings with Olivia Chen 陈思雨',
        image: '',
        url: app.inviteUrl,
      },
    }),
    'PUT /house/api/app/v1/mine': (req) => ({
      code: 200,
      msg: 'App settings saved',
      data: { ...app, ...(req.body as object) },
    }),
  })
  vi.stubGlobal('fetch', api.fetch)
})
afterEach(() => vi.unstubAllGlobals())

describe('the agent’s QR code', () => {
  it('holds the short link, in the language she chooses for it', async () => {
    renderScreen('/qr', { '/qr': <MyQrCodeScreen /> })
    expect(await screen.findByText(`${APP}/h5/i/${CODES.none}`)).toBeTruthy()
    expect((screen.getByRole('radio', { name: 'Their own' }) as HTMLInputElement).checked).toBe(true)
    fireEvent.click(screen.getByRole('radio', { name: '简体中文' }))
    expect(await screen.findByText(`${APP}/h5/i/${CODES['zh-Hans-CN']}`)).toBeTruthy()
    expect(screen.getByText(/sees your app in the language chosen here/)).toBeTruthy()
    const asked = api.requests.filter((r) => r.path === '/house/api/app/v1/mine/invite').map((r) => r.body)
    expect(asked).toEqual([{ language: null }, { language: 'zh-Hans-CN' }])
  })

  it('shares the app’s card with the short link, both in the language she chose for it', async () => {
    const shared: ShareData[] = []
    vi.stubGlobal('navigator', { ...navigator, share: async (data: ShareData) => void shared.push(data) })
    renderScreen('/qr', { '/qr': <MyQrCodeScreen /> })
    fireEvent.click(await screen.findByRole('radio', { name: '简体中文' }))
    await screen.findByText(`${APP}/h5/i/${CODES['zh-Hans-CN']}`)
    await waitFor(() =>
      expect(
        api.requests.some((r) => r.path === '/house/api/share/v2/webApp' && r.headers.get('language') === 'zh-Hans-CN'),
      ).toBe(true),
    )
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }))
    await waitFor(() => expect(shared).toHaveLength(1))
    expect(shared[0]).toEqual({
      title: 'Olivia Chen Homes',
      text: 'Olivia Chen 陈思雨的找房应用：房源、收藏和预约看房',
      url: `${APP}/h5/i/${CODES['zh-Hans-CN']}`,
    })
    const asked = api.requests.find((r) => r.path === '/house/api/share/v2/webApp')!.query
    expect([asked.get('userId'), asked.get('appId')]).toEqual([app.userId, app.appId])
  })

  it('offers no share button where the device has no share sheet', async () => {
    vi.stubGlobal('navigator', { ...navigator, share: undefined })
    renderScreen('/qr', { '/qr': <MyQrCodeScreen /> })
    await screen.findByText(`${APP}/h5/i/${CODES.none}`)
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull()
  })

  it('falls back to the long link when the short one cannot be made', async () => {
    api.route('POST /house/api/app/v1/mine/invite', () => ({ code: 500, msg: 'server error' }))
    renderScreen('/qr', { '/qr': <MyQrCodeScreen /> })
    expect(await screen.findByRole('alert')).toBeTruthy()
    expect(screen.getByText(app.inviteUrl)).toBeTruthy()
  })
})

describe('the app’s default language in its settings', () => {
  it('shows the language saved and sends the one she picks', async () => {
    renderScreen('/config', { '/config': <AppConfigForm app={app} /> })
    expect((screen.getByRole('radio', { name: '简体中文' }) as HTMLInputElement).checked).toBe(true)
    fireEvent.click(screen.getByRole('radio', { name: 'English' }))
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }))
    await vi.waitFor(() => expect(api.count('PUT', '/house/api/app/v1/mine')).toBe(1))
    expect(api.requests.find((r) => r.method === 'PUT')?.body).toMatchObject({ defaultLanguage: 'en-GB' })
  })
})
