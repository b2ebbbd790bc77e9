import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { setUpAntdRender } from '../../../test/antd-render.ts'
import { applyLocale } from '../i18n/i18n.ts'
import { useDownloadGuard } from './use-download-guard.ts'

function DownloadLink() {
  const guard = useDownloadGuard()
  return (
    <a href="/house/api/listing/v1/C1/pdf" download="listing.pdf" onClick={guard}>
      Download PDF
    </a>
  )
}

const click = () => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true })
  fireEvent(screen.getByRole('link', { name: 'Download PDF' }), event)
  return event
}

beforeAll(() => setUpAntdRender())

describe('a download link in another app’s browser', () => {
  afterEach(async () => {
    vi.unstubAllGlobals()
    await act(() => applyLocale('en-GB'))
  })

  it('in WeChat, stops the download and says to open the page in the phone’s browser, in Chinese too', async () => {
    vi.stubGlobal('navigator', { ...navigator, userAgent: 'Mozilla/5.0 (Linux; Android 14) MicroMessenger/8.0.50' })
    await act(() => applyLocale('zh-Hans-CN'))
    render(<DownloadLink />)
    expect(click().defaultPrevented).toBe(true)
    expect(await screen.findByText('请在手机浏览器中打开')).toBeTruthy()
    expect(
      await screen.findByText('请在手机浏览器中打开本页以下载文件。在微信中，请点右上角“···”，选择“在浏览器打开”。'),
    ).toBeTruthy()
  })

  it('in the phone’s browser, lets the link download', () => {
    vi.stubGlobal('navigator', { ...navigator, userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile' })
    render(<DownloadLink />)
    expect(click().defaultPrevented).toBe(false)
  })
})
