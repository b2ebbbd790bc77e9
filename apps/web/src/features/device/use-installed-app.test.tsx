import { onlineManager, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { act, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { watchNetwork } from '../../shared/pwa/index.ts'
import { storage } from '../../shared/storage/storage.ts'
import { useConnectionRelaunch } from './use-connection-relaunch.ts'
import { useStandaloneStart } from './use-standalone-start.ts'

function Where() {
  const { pathname } = useLocation()
  return <p>{`Now at ${pathname}`}</p>
}

const myPath = () => '/pages/my/my'
const detailPath = () => '/pages/toronto/sale/condo-detail'
const installed = () => true
const inTab = () => false

function AccountScreen({ standalone }: { standalone: () => boolean }) {
  useStandaloneStart(myPath, standalone)
  return <p>My account</p>
}

function WaitingDetail() {
  useConnectionRelaunch(detailPath)
  const detail = useQuery({ queryKey: ['detail'], queryFn: () => new Promise<string>(() => {}) })
  return <p>{detail.data ?? 'Loading the home'}</p>
}

function ShownDetail() {
  useConnectionRelaunch(detailPath)
  const detail = useQuery({ queryKey: ['detail'], queryFn: async () => 'A condo on Harbour St', staleTime: Infinity })
  return <p>{detail.data}</p>
}

function renderAt(path: string, element: ReactNode, client = new QueryClient()) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <Where /> },
      { path: '*', element },
    ],
    { initialEntries: [path] },
  )
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return router
}

describe('the installed app', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    vi.useRealTimers()
    onlineManager.setOnline(true)
  })

  it('sets the PWA flag when opened from the home screen, and the first such start moves home after 3 s', async () => {
    renderAt('/pages/my/my', <AccountScreen standalone={installed} />)
    expect(storage.get('isPWA')).toBe('true')
    await act(async () => vi.advanceTimersByTime(2_999))
    expect(screen.getByText('My account')).toBeTruthy()
    await act(async () => vi.advanceTimersByTime(1))
    expect(screen.getByText('Now at /')).toBeTruthy()
    expect(storage.get('pwaFirstOpen')).toBe('true')
  })

  it('stays where it opened in a browser tab', async () => {
    renderAt('/pages/my/my', <AccountScreen standalone={inTab} />)
    await act(async () => vi.advanceTimersByTime(5_000))
    expect(storage.get('isPWA')).toBeNull()
    expect(screen.getByText('My account')).toBeTruthy()
  })

  it('tracks the network type and relaunches home 2 s after the connection is lost when the screen cannot go on', async () => {
    watchNetwork(window)
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    // The connection is gone before the home's data came: its query waits for the network.
    onlineManager.setOnline(false)
    renderAt('/pages/toronto/sale/condo-detail', <WaitingDetail />, client)
    act(() => window.dispatchEvent(new Event('offline')))
    expect(storage.get('networkType')).toBe('none')
    await act(async () => vi.advanceTimersByTime(1_999))
    expect(screen.getByText('Loading the home')).toBeTruthy()
    await act(async () => vi.advanceTimersByTime(1))
    expect(screen.getByText('Now at /')).toBeTruthy()
    act(() => window.dispatchEvent(new Event('online')))
  })

  it('keeps a screen that has what it shows when the connection is lost', async () => {
    watchNetwork(window)
    const client = new QueryClient()
    client.setQueryData(['detail'], 'A condo on Harbour St')
    renderAt('/pages/toronto/sale/condo-detail', <ShownDetail />, client)
    act(() => window.dispatchEvent(new Event('offline')))
    await act(async () => vi.advanceTimersByTime(5_000))
    expect(screen.getByText('A condo on Harbour St')).toBeTruthy()
    expect(storage.get('networkType')).toBe('none')
    act(() => window.dispatchEvent(new Event('online')))
    expect(storage.get('networkType')).toBe('other')
  })
})
