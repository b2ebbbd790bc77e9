import { DUPLICATE_CALL_WINDOW_MS } from '@maplenest/core'
import { act, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeApi, type FakeApi } from '../../../../test/fake-api-server.ts'
import { renderScreen } from '../../../../test/render-screen.tsx'
import { aDetail, aPage, aSummary } from '../../../entities/listing/listing-fixtures.ts'
import { createQueryClient, forgetViewerData } from '../../../shared/api/query-client.ts'
import { ListingDetailScreen } from '../detail/listing-detail-screen.tsx'
import { ListingListScreen } from '../list/listing-list-screen.tsx'

const LIST = '/pages/toronto/sale/sale-list'
const DETAIL = '/pages/toronto/sale/condo-detail'
const SEARCH = '/house/api/listing/v1/search'
const ONE = '/house/api/listing/v1/C1000001'

const screens = {
  [LIST]: <ListingListScreen defaults={{ city: 'toronto', sr: 'Sale', roomType: 'condo' }} />,
  [DETAIL]: <ListingDetailScreen title="Condo" />,
}

let server: FakeApi

beforeEach(async () => {
  await new Promise((resolve) => setTimeout(resolve, DUPLICATE_CALL_WINDOW_MS))
  server = createFakeApi({
    [`GET ${SEARCH}`]: () => ({ code: 200, data: aPage([aSummary()]) }),
    [`GET ${ONE}`]: () => ({ code: 200, data: aDetail() }),
  })
  vi.stubGlobal('fetch', server.fetch)
})
afterEach(() => vi.unstubAllGlobals())

/** Opens `url`, waits for `text`, and leaves the screen (as going elsewhere in the app does). */
async function visit(url: string, text: string, client: ReturnType<typeof createQueryClient>) {
  const view = renderScreen(url, screens, { queryClient: client })
  expect(await screen.findByText(text)).toBeTruthy()
  view.unmount()
}

describe('answers kept for going back', () => {
  it('shows a list and a detail seen a moment ago from the cache, without asking again', async () => {
    const client = createQueryClient()
    await visit(LIST, '1 home', client)
    await visit(`${DETAIL}?mlNum=C1000001`, '$899,000', client)
    // well past the client's 300 ms duplicate window: only the cache can spare these calls
    await act(() => new Promise((resolve) => setTimeout(resolve, DUPLICATE_CALL_WINDOW_MS * 2)))
    await visit(LIST, '1 home', client)
    await visit(`${DETAIL}?mlNum=C1000001`, '$899,000', client)
    expect(server.count('GET', SEARCH)).toBe(1)
    expect(server.count('GET', ONE)).toBe(1)
  })

  it('asks again once the viewer changed (sold prices differ between visitors and members)', async () => {
    const client = createQueryClient()
    await visit(LIST, '1 home', client)
    await act(() => forgetViewerData(client))
    await act(() => new Promise((resolve) => setTimeout(resolve, DUPLICATE_CALL_WINDOW_MS * 2)))
    await visit(LIST, '1 home', client)
    expect(server.count('GET', SEARCH)).toBe(2)
  })

  it('a fresh cache asks again', async () => {
    await visit(LIST, '1 home', createQueryClient())
    await act(() => new Promise((resolve) => setTimeout(resolve, DUPLICATE_CALL_WINDOW_MS * 2)))
    await visit(LIST, '1 home', createQueryClient())
    expect(server.count('GET', SEARCH)).toBe(2)
  })
})
