import { DUPLICATE_CALL_WINDOW_MS, type ListingDemand } from '@maplenest/core'
import { render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeApi, type FakeApi } from '../../../../test/fake-api-server.ts'
import { withQueryClient } from '../../../../test/render-screen.tsx'
import { aDetail } from '../../../entities/listing/listing-fixtures.ts'
import { applyLocale } from '../../../shared/i18n/i18n.ts'
import { aDemand } from '../insights-fixtures.ts'
import { DemandCard } from './demand-card.tsx'

let server: FakeApi

beforeEach(async () => {
  await new Promise((resolve) => setTimeout(resolve, DUPLICATE_CALL_WINDOW_MS))
})
afterEach(() => vi.unstubAllGlobals())

const show = (locale: 'en-GB' | 'zh-Hans-CN', demand: ListingDemand, listing = aDetail()) => {
  applyLocale(locale)
  server = createFakeApi({ 'GET /house/api/listing/v1/:mlNum/demand': () => ({ code: 200, data: demand }) })
  vi.stubGlobal('fetch', server.fetch)
  render(<DemandCard listing={listing} />, { wrapper: withQueryClient() })
}

const lines = async () =>
  within(await screen.findByRole('region'))
    .getAllByRole('listitem')
    .map((item) => item.textContent)

describe('DemandCard', () => {
  it('says each figure as a range, as MapleNest’s own', async () => {
    show('en-GB', aDemand())
    expect(await lines()).toEqual([
      '5–9 showings booked this week',
      '10–19 showings booked since it was listed',
      '20–49 people saved it',
    ])
    expect(screen.getByRole('heading', { name: 'Interest on MapleNest' })).toBeTruthy()
    expect(screen.getByText(/^MapleNest’s own figures, from showings booked and favourites saved here/)).toBeTruthy()
  })

  it('reads the lowest bucket as "fewer than 3" and the top one as "50 or more"', async () => {
    show(
      'en-GB',
      aDemand({
        showings7d: { atLeast: 0, below: 3 },
        showingsTotal: { atLeast: 50, below: null },
        saves: { atLeast: 50, below: null },
      }),
    )
    expect(await lines()).toEqual([
      'Fewer than 3 showings booked this week',
      '50 or more showings booked since it was listed',
      '50 or more people saved it',
    ])
  })

  it('reads in Chinese', async () => {
    show('zh-Hans-CN', aDemand({ showings7d: { atLeast: 5, below: 10 }, saves: { atLeast: 0, below: 3 } }))
    expect(await lines()).toEqual(['本周预约看房 5–9 次', '挂牌以来预约看房 10–19 次', '不到 3 人收藏'])
    expect(screen.getByRole('heading', { name: '在 MapleNest 上的关注度' })).toBeTruthy()
  })

  it('reads the top bucket in Chinese', async () => {
    show('zh-Hans-CN', aDemand({ showings7d: { atLeast: 0, below: 3 }, saves: { atLeast: 50, below: null } }))
    expect(await lines()).toEqual(['本周预约看房不到 3 次', '挂牌以来预约看房 10–19 次', '50 人及以上收藏'])
  })

  it('asks nothing and shows nothing for a listing off the market', async () => {
    show('en-GB', aDemand(), aDetail({ status: 'U', lsc: 'sld' }))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(server.requests).toHaveLength(0)
    expect(screen.queryByRole('region')).toBeNull()
  })
})
