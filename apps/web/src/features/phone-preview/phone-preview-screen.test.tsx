import { screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { setUpAntdRender } from '../../../test/antd-render.ts'
import { renderScreen, WhereAmI } from '../../../test/render-screen.tsx'
import { applyLocale } from '../../shared/i18n/i18n.ts'
import { storage } from '../../shared/storage/index.ts'
import { PhonePreviewScreen } from './phone-preview-screen.tsx'
import { readPreviewTarget, toPreviewPath } from './phone-preview-target.ts'

const APP = '0b6f3f1e-3f3a-4a63-9f6e-3c1d2b3a4c5d'
const AGENT = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d'

function asDesktop(desktop: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: desktop,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }))
}

beforeAll(() => setUpAntdRender())
afterEach(() => {
  vi.unstubAllGlobals()
  applyLocale('en-GB')
})

const open = (query: string) =>
  renderScreen(`/pages/iphoneiframe${query}`, {
    '/pages/iphoneiframe': <PhonePreviewScreen />,
    '*': <WhereAmI />,
  })

describe('the page a phone frame shows', () => {
  it('takes an app path and an agent app’s ids, and nothing that leaves the app', () => {
    const target = readPreviewTarget(new URLSearchParams(`path=/pages/map/map&appId=${APP}&agentUserId=${AGENT}`))
    expect(toPreviewPath(target)).toBe(`/pages/map/map?appId=${APP}&agentUserId=${AGENT}&src=link`)
    for (const path of ['https://evil.example/', '//evil.example', '/pages/iphoneiframe', 'pages/home']) {
      expect(readPreviewTarget(new URLSearchParams({ path })).path, path).toBe('/')
    }
    expect(readPreviewTarget(new URLSearchParams({ appId: 'x', agentUserId: AGENT })).appId).toBeNull()
  })
})

describe('the phone preview', () => {
  it('shows the app in a 375 × 812 phone frame on a desktop, with a QR code of the same page', async () => {
    asDesktop(true)
    open(`?path=${encodeURIComponent('/pages/toronto/sale/sale-list')}`)
    const frame = await screen.findByTitle('The app as a phone shows it')
    expect(frame.getAttribute('width')).toBe('375')
    expect(frame.getAttribute('height')).toBe('812')
    expect(frame.getAttribute('src')).toBe('/pages/toronto/sale/sale-list')
    expect(await screen.findByRole('img', { name: 'QR code that opens this page on a phone' })).toBeTruthy()
    expect(screen.getByText(`${window.location.origin}/pages/toronto/sale/sale-list`)).toBeTruthy()
  })

  it("shows an agent's app in the frame, and puts back this browser's own app when it closes", async () => {
    asDesktop(true)
    applyLocale('zh-Hans-CN')
    const { unmount } = open(`?appId=${APP}&agentUserId=${AGENT}`)
    const frame = await screen.findByTitle('手机上看到的应用')
    expect(frame.getAttribute('src')).toBe(`/?appId=${APP}&agentUserId=${AGENT}&src=link`)
    expect(screen.getByRole('heading', { name: '手机上的您的应用' })).toBeTruthy()
    // the framed app remembers itself in the shared storage; closing the preview undoes it
    await storage.set('appIdinfo', { appId: APP, agentUserId: AGENT })
    unmount()
    expect(storage.get('appIdinfo')).toBeNull()
  })

  it('opens the app itself on a phone', async () => {
    asDesktop(false)
    open(`?path=${encodeURIComponent('/pages/map/map')}`)
    await waitFor(() => expect(screen.getByText('Now at /pages/map/map')).toBeTruthy())
  })
})
