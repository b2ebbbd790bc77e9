import { DUPLICATE_CALL_WINDOW_MS } from '@maplenest/core'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeApi, type FakeApi } from '../../../../test/fake-api-server.ts'
import { renderScreen } from '../../../../test/render-screen.tsx'
import { setUpAntdRender } from '../../../app/antd-render.ts'
import { aSummary } from '../../../entities/listing/listing-fixtures.ts'
import { applyLocale } from '../../../shared/i18n/i18n.ts'
import BrowseListPage from './browse-list.tsx'

const BROWSE = '/pages/my/browse/browse-list'

let server: FakeApi
let items: { viewedAt: string; listing: ReturnType<typeof aSummary> }[]

beforeAll(() => setUpAntdRender())

beforeEach(async () => {
  await new Promise((resolve) => setTimeout(resolve, DUPLICATE_CALL_WINDOW_MS))
  items = [
    { viewedAt: new Date().toISOString(), listing: aSummary() },
    { viewedAt: new Date().toISOString(), listing: aSummary({ mlNum: 'C1000002', address: '10 Bay St', unit: null }) },
  ]
  server = createFakeApi({
    'GET /house/api/browse/v1': () => ({ code: 200, data: { items, nextCursor: null } }),
    'DELETE /house/api/browse/v1/:mlNum': (req) => {
      items = items.filter((item) => item.listing.mlNum !== req.params.mlNum)
      return { code: 200, data: { removed: 1 } }
    },
    'DELETE /house/api/browse/v1': () => {
      items = []
      return { code: 200, data: { removed: 2 } }
    },
  })
  vi.stubGlobal('fetch', server.fetch)
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

const open = () => renderScreen(BROWSE, { [BROWSE]: <BrowseListPage /> })

describe('Browsing history', () => {
  it('lists the viewed listings and removes one', async () => {
    open()
    expect(await screen.findByText('10 Bay St')).toBeTruthy()
    expect(screen.getAllByText(/^Viewed today at \d\d:\d\d$/)).toHaveLength(2)
    fireEvent.click(screen.getByRole('button', { name: 'Remove 10 Bay St' }))
    await waitFor(() => expect(screen.queryByText('10 Bay St')).toBeNull())
    expect(server.count('DELETE', '/house/api/browse/v1/C1000002')).toBe(1)
  })

  it('clears everything after asking, then shows the empty state', async () => {
    open()
    await screen.findByText('10 Bay St')
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Clear' }))
    expect(await screen.findByText('No browsing history yet')).toBeTruthy()
    expect(server.count('DELETE', '/house/api/browse/v1')).toBe(1)
  })

  describe('says when each home was viewed, on the clock of its city', () => {
    // Friday 4 December 2026, 15:30 in Toronto and 12:30 in Vancouver
    const NOW = new Date('2026-12-04T20:30:00Z')
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'] })
      vi.setSystemTime(NOW)
      items = [
        { viewedAt: '2026-12-04T19:05:00Z', listing: aSummary({ mlNum: 'C1000003', address: '3 Bay St', unit: null }) },
        { viewedAt: '2026-12-03T22:00:00Z', listing: aSummary({ mlNum: 'C1000004', address: '4 Bay St', unit: null }) },
        {
          viewedAt: '2026-11-28T17:00:00Z',
          listing: aSummary({ mlNum: 'C1000005', address: '5 Bay St', unit: null }),
        },
        // 07:10 UTC is 23:10 the evening before in Vancouver
        {
          viewedAt: '2026-12-04T07:10:00Z',
          listing: aSummary({ mlNum: 'R2000001', city: 'vancouver', address: '1 Main St', unit: null }),
        },
      ]
    })

    const lines = async () => {
      const list = await screen.findByRole('list')
      return within(list)
        .getAllByRole('listitem')
        .map((row) => row.querySelector('time')?.textContent)
    }

    it('in English', async () => {
      open()
      expect(await lines()).toEqual(['Viewed today at 14:05', 'Viewed yesterday', 'Viewed 28 Nov', 'Viewed yesterday'])
      expect(screen.getAllByText('2+1 bd · 2 ba')).toHaveLength(4)
    })

    it('in Chinese', async () => {
      applyLocale('zh-Hans-CN')
      open()
      expect(await lines()).toEqual(['今天 14:05 浏览', '昨天浏览', '11月28日浏览', '昨天浏览'])
    })
  })

  it('says so in Chinese when there is nothing', async () => {
    items = []
    applyLocale('zh-Hans-CN')
    open()
    expect(await screen.findByText('暂无浏览记录')).toBeTruthy()
    expect(screen.getByRole('button', { name: '去找房' })).toBeTruthy()
  })
})
