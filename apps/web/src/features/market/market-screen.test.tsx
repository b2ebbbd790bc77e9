import type { MarketMonth, MarketStats } from '@maplenest/core'
import { act, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeApi } from '../../../test/fake-api-server.ts'
import { renderScreen } from '../../../test/render-screen.tsx'
import { applyLocale } from '../../shared/i18n/i18n.ts'
import { MarketScreen } from './market-screen.tsx'

const month = (m: string, newListings: number, medianAskingPrice: number | null, sold: MarketMonth['sold'] = null) => ({
  month: m,
  newListings,
  medianAskingPrice,
  sold,
})

/** Toronto's autumn as a visitor gets it: no sold figure at all, and the VOW rule asking to sign in. */
const visitorStats: MarketStats = {
  city: 'toronto',
  neighbourhood: null,
  neighbourhoods: ['Annex', 'Leslieville'],
  vow: { granted: false, need: 'signIn' },
  months: [month('2026-10', 1980, 702000), month('2026-11', 2243, 689000), month('2026-12', 46, 715000)],
}

function serve(...answers: MarketStats[]) {
  let call = 0
  const api = createFakeApi({
    'GET /house/api/market/v1/stats': () => ({ code: 200, data: answers[Math.min(call++, answers.length - 1)] }),
  })
  vi.stubGlobal('fetch', api.fetch)
  return api
}

/** A chart's table, its rows by the month label, each with its bar's length and written figure. */
function chart(name: string | RegExp) {
  const table = screen.getByRole('table', { name })
  const row = (label: string) => {
    const tr = within(table).getByRole('rowheader', { name: label }).closest('tr')!
    const bar = tr.querySelector<HTMLElement>('[data-bar]')
    return { figure: within(tr).getByRole('cell').textContent, width: bar ? Number.parseFloat(bar.style.width) : 0 }
  }
  const axis = table.querySelector<HTMLElement>('[data-axis]')!
  const ticks = [...axis.children].map((tick) => ({
    label: tick.textContent,
    at: Number.parseFloat((tick as HTMLElement).style.left),
  }))
  return { table, row, ticks }
}

describe('the market screen', () => {
  beforeEach(() => {
    // 14 December 2026 in Toronto: December is the month under way (the clock runs on from there, so the api
    // client's window for identical calls passes as it would)
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
    vi.setSystemTime(new Date('2026-12-14T17:00:00Z'))
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('draws new listings on a value axis of round ticks from zero, bars in proportion, each month’s figure written', async () => {
    serve(visitorStats)
    renderScreen('/', { '/': <MarketScreen vowPrompt={(need) => <p>Prompt: {need}</p>} /> })
    await screen.findByRole('table', { name: 'New listings per month, Greater Toronto' })
    const listings = chart('New listings per month, Greater Toronto')

    expect(listings.ticks).toEqual([
      { label: '0', at: 0 },
      { label: '1,000', at: expect.closeTo(33.33, 1) },
      { label: '2,000', at: expect.closeTo(66.67, 1) },
      { label: '3,000', at: 100 },
    ])
    expect(within(listings.table).getByText('New listings (homes)')).toBeTruthy()

    // newest first, the year written where it starts: "Dec 2026", then "Nov", "Oct"
    const months = within(listings.table).getAllByRole('rowheader')
    expect(months.map((m) => m.textContent)).toEqual(['Dec 2026 so far', 'Nov', 'Oct'])
    const december = listings.row('Dec 2026 so far')
    const november = listings.row('Nov')
    expect(december.figure).toBe('46')
    expect(november.figure).toBe('2,243')
    // 46 against 2,243 on a 3,000 scale: a fiftieth of the bar, not nearly the same bar
    expect(november.width).toBeCloseTo((2243 / 3000) * 100, 5)
    expect(december.width / november.width).toBeCloseTo(46 / 2243, 5)

    // the month under way is said to be so far, under the caption
    expect(listings.table.getAttribute('aria-describedby')).toBeTruthy()
    expect(screen.getAllByText('Dec 2026 is so far this month, to 14 Dec.')).toHaveLength(2)

    const asking = chart('Median asking price of new listings per month, Greater Toronto')
    expect(asking.row('Nov').figure).toBe('CA$689,000')
    expect(asking.ticks.map((t) => t.label)).toEqual(['0', '200k', '400k', '600k', '800k'])
    expect(within(asking.table).getByText('CA$ (Canadian dollars)')).toBeTruthy()
    expect(asking.row('Nov').width).toBeCloseTo((689000 / 800000) * 100, 5)
  })

  it('shows a visitor no sold figure: the sales are a sign-in prompt in their place', async () => {
    serve(visitorStats)
    renderScreen('/', { '/': <MarketScreen vowPrompt={(need) => <p>Prompt: {need}</p>} /> })
    expect(await screen.findByText('Prompt: signIn')).toBeTruthy()
    const sales = screen.getByRole('region', { name: 'Sales per month, Greater Toronto' })
    expect(within(sales).getByText('Prompt: signIn')).toBeTruthy()
    expect(within(sales).queryByRole('table')).toBeNull()
    expect(screen.getAllByRole('table')).toHaveLength(2)
    for (const name of [/Homes sold/, /sold price/, /days on market/, /above asking/]) {
      expect(screen.queryByRole('table', { name })).toBeNull()
    }
    expect(screen.queryByText(/%/)).toBeNull()
    expect(screen.getByRole('option', { name: 'Leslieville' })).toBeTruthy()
  })

  it('speaks Chinese: 每月新上市房源, months as “11月”, figures in its number format', async () => {
    await act(async () => applyLocale('zh-Hans-CN'))
    serve(visitorStats)
    renderScreen('/', { '/': <MarketScreen vowPrompt={(need) => <p>Prompt: {need}</p>} /> })
    await screen.findByRole('table', { name: '大多伦多每月新上市房源' })
    const listings = chart('大多伦多每月新上市房源')
    const months = within(listings.table).getAllByRole('rowheader')
    expect(months.map((m) => m.textContent)).toEqual(['2026年12月 至今', '11月', '10月'])
    expect(listings.row('11月').figure).toBe('2,243')
    expect(listings.ticks.map((t) => t.label)).toEqual(['0', '1,000', '2,000', '3,000'])
    expect(screen.getAllByText('2026年12月为本月至今的数据（截至12月14日）。')).toHaveLength(2)
    const asking = chart('大多伦多每月新上市房源的挂牌价中位数')
    expect(asking.row('11月').figure).toBe('CA$689,000')
    expect(asking.ticks.map((t) => t.label)).toEqual(['0', '20万', '40万', '60万', '80万'])
    expect(within(asking.table).getByText('CA$（加元）')).toBeTruthy()
    expect(screen.getByRole('region', { name: '大多伦多每月成交' })).toBeTruthy()
  })

  it('charts sold count, median sold price, days on market and the share over asking for a reader who may see them', async () => {
    const sold = { count: 8, medianSoldPrice: 702500, medianDaysOnMarket: 14, overAskingShare: 0.375 }
    serve({
      city: 'vancouver',
      neighbourhood: 'Kitsilano',
      neighbourhoods: ['Kitsilano'],
      vow: { granted: true, need: null },
      months: [
        month('2026-11', 12, 689000, sold),
        month('2026-12', 3, null, { count: 0, medianSoldPrice: null, medianDaysOnMarket: null, overAskingShare: null }),
      ],
    })
    renderScreen('/', { '/': <MarketScreen vowPrompt={() => <p>Prompt</p>} /> })
    await screen.findByRole('table', { name: 'Homes sold per month, Kitsilano, Greater Vancouver' })
    expect(chart('Homes sold per month, Kitsilano, Greater Vancouver').row('Nov').figure).toBe('8')
    expect(chart('Median sold price per month, Kitsilano, Greater Vancouver').row('Nov').figure).toBe('CA$702,500')
    const days = chart('Median days on market of the homes sold each month, Kitsilano, Greater Vancouver')
    expect(days.row('Nov').figure).toBe('14')
    const share = chart('Share of each month’s sales above asking price, Kitsilano, Greater Vancouver')
    expect(share.row('Nov').figure).toBe('38%')
    // a share is drawn out of the whole
    expect(share.ticks.map((t) => t.label)).toEqual(['0%', '25%', '50%', '75%', '100%'])
    expect(share.row('Nov').width).toBeCloseTo(37.5, 5)
    // a month with nothing sold has no median: a dash and no bar
    expect(share.row('Dec 2026 so far')).toEqual({ figure: '—', width: 0 })
    expect(screen.queryByText('Prompt')).toBeNull()
  })

  it('asks for the figures again once the reader accepts the terms, and then charts the sales', async () => {
    const sold = { count: 5, medianSoldPrice: 655000, medianDaysOnMarket: 9, overAskingShare: 0.2 }
    const api = serve(
      { ...visitorStats, vow: { granted: false, need: 'acceptTerms' } },
      {
        ...visitorStats,
        vow: { granted: true, need: null },
        months: visitorStats.months.map((m) => ({ ...m, sold })),
      },
    )
    renderScreen('/', {
      '/': (
        <MarketScreen
          vowPrompt={(need, onAccepted) => (
            <button type="button" onClick={onAccepted}>
              Accept: {need}
            </button>
          )}
        />
      ),
    })
    const accept = await screen.findByRole('button', { name: 'Accept: acceptTerms' })
    // the reader takes a minute over the terms
    vi.setSystemTime(Date.now() + 60_000)
    fireEvent.click(accept)
    await screen.findByRole('table', { name: 'Homes sold per month, Greater Toronto' })
    expect(chart('Median sold price per month, Greater Toronto').row('Nov').figure).toBe('CA$655,000')
    expect(api.count('GET', '/house/api/market/v1/stats')).toBe(2)
  })
})
