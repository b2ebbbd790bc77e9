import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFakeApi } from '../../../test/fake-api-server.ts'
import { renderScreen, WhereAmI } from '../../../test/render-screen.tsx'
import { HomeBanners } from './home-banners.tsx'

const BANNERS = [
  {
    id: 'b1',
    kind: 'notice',
    title: 'Renting as a student?',
    subtitle: 'Deposits',
    tint: '#8A4B08',
    link: '/pages/common/textview/index?banner=b1',
  },
  {
    id: 'b2',
    kind: 'category',
    title: 'Condos for rent',
    subtitle: '',
    tint: '#1F4E8C',
    link: '/pages/toronto/lease/lease-list?roomType=condo',
  },
]

describe('home banners', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('records the advertisement view on a tap and opens where the banner leads', async () => {
    const api = createFakeApi({
      'GET /house/api/banner/v1': () => ({ code: 200, data: BANNERS }),
      'GET /house/api/banner/v1/:id/view': (req) => ({
        code: 200,
        data: { id: req.params.id, link: BANNERS.find((b) => b.id === req.params.id)!.link },
      }),
    })
    vi.stubGlobal('fetch', api.fetch)
    renderScreen('/', { '/': <HomeBanners />, '*': <WhereAmI /> })
    const [card] = await screen.findAllByRole('button', { name: /Condos for rent/ })
    fireEvent.click(card!)
    expect(await screen.findByText('Now at /pages/toronto/lease/lease-list?roomType=condo')).toBeTruthy()
    expect(api.count('GET', '/house/api/banner/v1/b2/view')).toBe(1)
  })

  it('moves on by itself every five seconds, back to the first after the last, and holds while touched', async () => {
    const api = createFakeApi({ 'GET /house/api/banner/v1': () => ({ code: 200, data: BANNERS }) })
    vi.stubGlobal('fetch', api.fetch)
    renderScreen('/', { '/': <HomeBanners /> })
    const [card] = await screen.findAllByRole('button', { name: /Condos for rent/ })
    expect(screen.getByRole('region', { name: 'Featured' })).toBeTruthy()
    const track = card!.parentElement!.parentElement!
    Object.defineProperty(track, 'clientWidth', { value: 300 })
    const scrollTo = vi.fn((options: ScrollToOptions) => {
      track.scrollLeft = options.left ?? 0
    })
    track.scrollTo = scrollTo as typeof track.scrollTo
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    // the timer starts again once the test's clock is fake
    fireEvent.touchStart(track)
    fireEvent.touchEnd(track)
    await act(() => vi.advanceTimersByTimeAsync(5000))
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 300, behavior: 'smooth' })
    await act(() => vi.advanceTimersByTimeAsync(5000))
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 0, behavior: 'smooth' })
    fireEvent.touchStart(track)
    await act(() => vi.advanceTimersByTimeAsync(15000))
    expect(scrollTo).toHaveBeenCalledTimes(2)
  })
})
