import { act, fireEvent, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { applyLocale } from '../../../shared/i18n/i18n.ts'
import { captureInstallPrompt, installPlatform, resetInstall } from '../../../shared/pwa/index.ts'
import { InstallGuide } from './install-guide.tsx'

describe('the install page', () => {
  beforeEach(() => resetInstall())

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
})
