import { act, fireEvent, render, screen } from '@testing-library/react'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { setUpAntdRender } from '../../../../test/antd-render.ts'
import { applyLocale } from '../../../shared/i18n/i18n.ts'
import { captureInstallPrompt, inAppBrowser, installPlatform, resetInstall } from '../../../shared/pwa/index.ts'
import { InstallGuide } from './install-guide.tsx'

const WECHAT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800322c) NetType/WIFI Language/zh_CN'

beforeAll(() => setUpAntdRender())

describe('the install page', () => {
  beforeEach(() => {
    resetInstall()
    vi.unstubAllGlobals()
  })

  it('draws the three Safari steps on iPhone, with the words of the person’s language in the pictures', async () => {
    const { unmount } = render(<InstallGuide platform="ios" />)
    const pictures = screen.getAllByRole('img')
    expect(pictures.map((p) => p.getAttribute('aria-label'))).toEqual([
      'Tap the Share button at the bottom of Safari.',
      'Scroll down and choose “Add to Home Screen”.',
      'Tap “Add”: the MapleNest icon appears on your home screen.',
    ])
    expect(pictures[1]!.textContent).toContain('Add to Home Screen')
    unmount()
    await act(() => applyLocale('zh-Hans-CN'))
    render(<InstallGuide platform="ios" />)
    expect(screen.getAllByRole('img')[1]!.textContent).toContain('添加到主屏幕')
    expect(screen.getByRole('heading', { name: '在 iPhone 或 iPad 的 Safari 中' })).toBeTruthy()
  })

  it('offers the browser’s own prompt on Android once Chromium sent it, and not before', async () => {
    captureInstallPrompt(window)
    render(<InstallGuide platform="android" />)
    expect(screen.queryByRole('button', { name: 'Install the app' })).toBeNull()
    expect(screen.getByText('Choose “Install app” or “Add to Home screen”.')).toBeTruthy()
    const prompt = vi.fn(async () => {})
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'dismissed' as const }),
    })
    act(() => {
      window.dispatchEvent(event)
    })
    expect(event.defaultPrevented).toBe(true)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Install the app' })))
    expect(prompt).toHaveBeenCalledOnce()
  })

  it('tells iPhone, iPad (a Mac with touch) and Android apart', () => {
    expect(installPlatform('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe('ios')
    expect(installPlatform('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5)).toBe('ios')
    expect(installPlatform('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 0)).toBe('other')
    expect(installPlatform('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe('android')
  })

  it('says in WeChat to open the page in the phone’s browser, how, and copies its link', async () => {
    const writeText = vi.fn(async () => {})
    vi.stubGlobal('navigator', { ...navigator, userAgent: WECHAT, maxTouchPoints: 5, clipboard: { writeText } })
    await act(() => applyLocale('zh-Hans-CN'))
    render(<InstallGuide />)
    expect(screen.getByRole('heading', { name: '请在手机浏览器中打开' })).toBeTruthy()
    expect(
      screen.getByText(
        '微信内置浏览器无法将 MapleNest 枫巢 添加到主屏幕。请点右上角“···”，选择“在浏览器打开”（iPhone 上为“在 Safari 中打开”）。',
      ),
    ).toBeTruthy()
    // No Safari steps that cannot work here.
    expect(screen.queryByRole('heading', { name: '在 iPhone 或 iPad 的 Safari 中' })).toBeNull()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '复制链接' })))
    expect(writeText).toHaveBeenCalledWith(window.location.href)
    await act(() => applyLocale('en-GB'))
  })

  it('knows the other apps’ browsers from the phone’s browsers', () => {
    expect(inAppBrowser(WECHAT)).toBe('wechat')
    expect(inAppBrowser('Mozilla/5.0 (Windows NT 10.0) WindowsWechat MicroMessenger/7.0.20')).toBe('wechat')
    expect(inAppBrowser('Mozilla/5.0 (iPhone) Mobile/15E148 [FBAN/FBIOS;FBAV/450.0]')).toBe('other')
    expect(inAppBrowser('Mozilla/5.0 (Linux; Android 14) Instagram 300.0')).toBe('other')
    expect(
      inAppBrowser('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Version/17.5 Mobile Safari/604.1'),
    ).toBe(null)
    expect(inAppBrowser('Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/131.0 Mobile Safari/537.36')).toBe(null)
  })
})
