import { formatDateTime } from '@maplenest/core'
import { QueryClient, useQuery } from '@tanstack/react-query'
import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { QueryWrapper } from '../../../test/render-screen.tsx'
import { applyLocale } from '../i18n/i18n.ts'
import { watchNetwork } from '../pwa/index.ts'
import { OfflineBanner } from './offline-banner.tsx'

const FETCHED = Date.UTC(2026, 10, 27, 9, 30)

function Listing({ saved }: { saved: boolean }) {
  useQuery({
    queryKey: ['listings', 'detail', saved ? 'C1' : 'C2'],
    queryFn: () => new Promise<never>(() => {}),
    networkMode: 'online',
  })
  return null
}

function show(saved: boolean) {
  const client = new QueryClient()
  if (saved) client.setQueryData(['listings', 'detail', 'C1'], { mlNum: 'C1' }, { updatedAt: FETCHED })
  render(
    <QueryWrapper client={client}>
      <Listing saved={saved} />
      <OfflineBanner />
    </QueryWrapper>,
  )
}

beforeAll(() => watchNetwork(window))
afterEach(() => {
  act(() => void window.dispatchEvent(new Event('online')))
  applyLocale('en-GB')
})

describe('the offline notice', () => {
  it('is not there while online, and says when the copy on screen was saved once offline', () => {
    show(true)
    expect(screen.queryByRole('status')).toBeNull()
    act(() => void window.dispatchEvent(new Event('offline')))
    expect(screen.getByRole('status').textContent).toBe(
      `Offline — showing saved copy from ${formatDateTime(new Date(FETCHED), 'en-GB')}`,
    )
    act(() => void window.dispatchEvent(new Event('online')))
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('says so in Chinese, and that a page never opened has no saved copy', async () => {
    await act(() => applyLocale('zh-Hans-CN'))
    show(false)
    act(() => void window.dispatchEvent(new Event('offline')))
    expect(screen.getByRole('status').textContent).toBe('离线 — 此页面尚无保存的副本。之前打开过的页面仍可打开。')
  })
})
