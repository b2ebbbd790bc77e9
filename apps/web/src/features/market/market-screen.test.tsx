import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFakeApi } from '../../../test/fake-api-server.ts'
import { renderScreen } from '../../../test/render-screen.tsx'
import { MarketScreen } from './market-screen.tsx'

const month = (m: string, sold: unknown) => ({ month: m, newListings: 12, medianAskingPrice: 689000, sold })

describe('the market screen', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('shows each month newest first, and sold figures only when the VOW rule allows, with the page’s prompt otherwise', async () => {
    const api = createFakeApi({
      'GET /house/api/market/v1/stats': () => ({
        code: 200,
        data: {
          city: 'toronto',
          neighbourhood: null,
          neighbourhoods: ['Annex', 'Leslieville'],
          vow: { granted: false, need: 'signIn' },
          months: [month('2026-10', null), month('2026-11', null)],
        },
      }),
    })
    vi.stubGlobal('fetch', api.fetch)
    renderScreen('/', { '/': <MarketScreen vowPrompt={(need) => <p>Prompt: {need}</p>} /> })
    expect(await screen.findByText('Prompt: signIn')).toBeTruthy()
    const months = screen.getAllByRole('listitem')
    expect(within(months[0]!).getByRole('heading').textContent).toBe('Nov 2026')
    expect(within(months[0]!).getByText('$689,000')).toBeTruthy()
    expect(screen.queryByText('Median sold price')).toBeNull()
    expect(screen.getByRole('option', { name: 'Leslieville' })).toBeTruthy()
  })

  it('shows sold count, median price, days on market and the share over asking to a reader who may see them', async () => {
    const sold = { count: 8, medianSoldPrice: 702500, medianDaysOnMarket: 14, overAskingShare: 0.375 }
    const api = createFakeApi({
      'GET /house/api/market/v1/stats': () => ({
        code: 200,
        data: {
          city: 'vancouver',
          neighbourhood: null,
          neighbourhoods: [],
          vow: { granted: true, need: null },
          months: [month('2026-11', sold)],
        },
      }),
    })
    vi.stubGlobal('fetch', api.fetch)
    renderScreen('/', { '/': <MarketScreen vowPrompt={() => <p>Prompt</p>} /> })
    expect(await screen.findByText('$702,500')).toBeTruthy()
    expect(screen.getByText('38%')).toBeTruthy()
    expect(screen.getByText('14')).toBeTruthy()
    expect(screen.queryByText('Prompt')).toBeNull()
  })
})
