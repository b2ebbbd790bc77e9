import { DUPLICATE_CALL_WINDOW_MS } from '@maplenest/core'
import { infiniteQueryOptions } from '@tanstack/react-query'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeApi, type FakeApi, type FakeReply } from '../../../test/fake-api-server.ts'
import { QueryWrapper } from '../../../test/render-screen.tsx'
import { api } from '../api/api.ts'
import { type CursorPage, nextCursorOf, type PageCursor, withCursor } from '../api/paged.ts'
import { createQueryClient } from '../api/query-client.ts'
import { usePaged } from '../api/use-paged.ts'
import { PagedList } from './paged-list.tsx'

const ROWS = '/house/api/rows'
const TEXTS = { loadingMore: 'Loading more…', end: 'The end', loadMoreFailed: 'Could not load more', retry: 'Retry' }

const rowsQuery = infiniteQueryOptions({
  queryKey: ['rows'],
  queryFn: ({ pageParam, signal }) =>
    api.get<CursorPage<string>>(ROWS, { query: withCursor({}, pageParam), toast: false, signal }),
  initialPageParam: undefined as PageCursor,
  getNextPageParam: nextCursorOf,
})

function Rows() {
  const rows = usePaged(rowsQuery)
  if (!rows.data) return <p>Loading</p>
  return (
    <PagedList paged={rows} texts={TEXTS}>
      <ul aria-label="Rows">
        {rows.data.items.map((row) => (
          <li key={row}>{row}</li>
        ))}
      </ul>
    </PagedList>
  )
}

const page = (items: string[], nextCursor: string | null): FakeReply => ({ code: 200, data: { items, nextCursor } })

const renderRows = () => {
  const client = createQueryClient()
  return render(
    <QueryWrapper client={client}>
      <Rows />
    </QueryWrapper>,
  )
}

let server: FakeApi
const cursors = () => server.requests.filter((r) => r.path === ROWS).map((r) => r.query.get('cursor'))
const shown = () =>
  within(screen.getByRole('list', { name: 'Rows' }))
    .queryAllByRole('listitem')
    .map((li) => li.textContent)

beforeEach(async () => {
  await new Promise((resolve) => setTimeout(resolve, DUPLICATE_CALL_WINDOW_MS))
  server = createFakeApi()
  vi.stubGlobal('fetch', server.fetch)
  // jsdom lays nothing out; infinite scroll checks that its sentinel is on a laid-out page, which it then "sees".
  vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockImplementation(function (this: HTMLElement) {
    return this.parentElement
  })
})
afterEach(() => vi.unstubAllGlobals())

describe('paged list', () => {
  it('loads the next page when the end of the list comes into view, then says it is the end', async () => {
    server.route(`GET ${ROWS}`, (req) =>
      req.query.get('cursor') === 'p2' ? page(['c'], null) : page(['a', 'b'], 'p2'),
    )
    renderRows()
    expect(await screen.findByText('The end')).toBeTruthy()
    expect(shown()).toEqual(['a', 'b', 'c'])
    expect(cursors()).toEqual([null, 'p2'])
  })

  it('offers to try again when the next page fails, and carries on from that page', async () => {
    let fail = true
    server.route(`GET ${ROWS}`, (req) => {
      if (req.query.get('cursor') !== 'p2') return page(['a'], 'p2')
      return fail ? { code: 500, msg: 'broken' } : page(['b'], null)
    })
    renderRows()
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Could not load more')
    expect(shown()).toEqual(['a'])
    fail = false
    await new Promise((resolve) => setTimeout(resolve, DUPLICATE_CALL_WINDOW_MS))
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('The end')).toBeTruthy()
    expect(shown()).toEqual(['a', 'b'])
    expect(screen.queryByRole('alert')).toBeNull()
    expect(cursors()).toEqual([null, 'p2', 'p2'])
  })
})
