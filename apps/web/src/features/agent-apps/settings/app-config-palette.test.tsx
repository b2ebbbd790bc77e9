import type { AppInfoVo } from '@maplenest/core'
import { fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { setUpAntdRender } from '../../../../test/antd-render.ts'
import { createFakeApi, type FakeApi } from '../../../../test/fake-api-server.ts'
import { renderScreen } from '../../../../test/render-screen.tsx'
import { AppConfigForm } from './app-config-form.tsx'

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
  themeColor: '#fa436a',
  signatureSwitch: 'true',
  live: true,
  icons: { icon192: '', icon512: '', maskable512: '', appleTouch180: '' },
  agent: {
    userId: '22222222-2222-4222-8222-222222222222',
    profileId: null,
    name: 'Olivia Chen',
    phone: '',
    email: '',
    avatar: '',
    brokerage: '',
    practiceName: '',
  },
  inviteUrl: 'http://demo.maplenest.localhost:8080/h5/',
  defaultLanguage: 'en-GB',
}

beforeAll(() => setUpAntdRender())

let api: FakeApi
beforeEach(() => {
  api = createFakeApi({
    'PUT /house/api/app/v1/mine': (req) => ({
      code: 200,
      msg: 'App settings saved',
      data: { ...app, ...(req.body as object) },
    }),
  })
  vi.stubGlobal('fetch', api.fetch)
})
afterEach(() => vi.unstubAllGlobals())

const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement
const saved = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Save settings' }))
  await vi.waitFor(() => expect(api.count('PUT', '/house/api/app/v1/mine')).toBe(1))
  return api.requests.find((r) => r.method === 'PUT')?.body as { themeColor: string }
}

describe("the app's colour: the palette of sixteen, or any other", () => {
  it('offers the sixteen named colours, the default rose chosen', () => {
    renderScreen('/config', { '/config': <AppConfigForm app={app} /> })
    const palette = screen.getByRole('group', { name: 'Colours' })
    expect(palette.querySelectorAll('input[type="radio"]')).toHaveLength(16)
    expect(radio('Rose (default)').checked).toBe(true)
    expect(radio('Navy').checked).toBe(false)
  })

  it('sends the colour she picks from the palette', async () => {
    renderScreen('/config', { '/config': <AppConfigForm app={app} /> })
    fireEvent.click(radio('Navy'))
    expect((screen.getByLabelText('Colour (#RRGGBB)') as HTMLInputElement).value).toBe('#1f3a68')
    expect((await saved()).themeColor).toBe('#1f3a68')
  })

  it('still takes a colour of her own, with no palette colour chosen', async () => {
    renderScreen('/config', { '/config': <AppConfigForm app={app} /> })
    fireEvent.change(screen.getByLabelText('Colour (#RRGGBB)'), { target: { value: '#7a1f5c' } })
    expect(screen.getByRole('group', { name: 'Colours' }).querySelector('input:checked')).toBeNull()
    expect((await saved()).themeColor).toBe('#7a1f5c')
  })
})
