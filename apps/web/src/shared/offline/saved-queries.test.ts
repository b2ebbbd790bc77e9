import { dehydrate, QueryClient } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { memoryStorage } from '../../../test/fake-api-server.ts'
import {
  forgetSavedQueries,
  keepSavedQueries,
  restoreSavedQueries,
  SAVE_DELAY_MS,
  SAVED_QUERIES_KEY,
  SAVED_QUERIES_LIMIT,
  SAVED_QUERIES_MAX_AGE_MS,
  saveQueries,
} from './saved-queries.ts'

const DAY = 24 * 60 * 60 * 1000
const NOW = Date.UTC(2026, 10, 28, 14, 5)
const listing = { mlNum: 'C1000001', address: '88 Harbour St' }

function clientWith(entries: Array<[readonly unknown[], unknown, number]>): QueryClient {
  const client = new QueryClient()
  for (const [key, data, at] of entries) client.setQueryData(key, data, { updatedAt: at })
  return client
}

describe('answers saved on the phone for offline use', () => {
  it('restores a viewed listing and its list in a new app with the time they were fetched', () => {
    const storage = memoryStorage()
    const before = clientWith([
      [['listings', 'detail', 'C1000001'], listing, NOW - 60_000],
      [['listings', 'search', { city: 'toronto' }], { pages: [{ items: [listing] }], pageParams: [null] }, NOW],
    ])
    saveQueries(before, storage, NOW)

    const after = new QueryClient()
    restoreSavedQueries(after, storage, NOW + DAY)
    expect(after.getQueryData(['listings', 'detail', 'C1000001'])).toEqual(listing)
    expect(after.getQueryState(['listings', 'detail', 'C1000001'])?.dataUpdatedAt).toBe(NOW - 60_000)
    // shown at once, asked for again by the first screen that shows it online
    expect(after.getQueryState(['listings', 'detail', 'C1000001'])?.isInvalidated).toBe(true)
    expect(after.getQueryData(['listings', 'search', { city: 'toronto' }])).toEqual({
      pages: [{ items: [listing] }],
      pageParams: [null],
    })
  })

  it('saves listings, projects and the person’s favourites, not the rest (a shared list, sessions, chat)', () => {
    const storage = memoryStorage()
    const client = clientWith([
      [['listings', 'detail', 'C1'], listing, NOW],
      [['precons', 'precons', '7'], { id: '7' }, NOW],
      [['favourites', 'ids', 'listing'], ['C1'], NOW],
      [['favourites', 'share', 'token-1'], { items: [] }, NOW],
      [['chat', 'sessions'], [{ id: 's1' }], NOW],
      [['activity', 'clients'], [{ id: 'u2' }], NOW],
    ])
    saveQueries(client, storage, NOW)
    const restored = new QueryClient()
    restoreSavedQueries(restored, storage, NOW)
    const keys = restored
      .getQueryCache()
      .getAll()
      .map((query) => query.queryKey[0])
    expect(keys.sort()).toEqual(['favourites', 'listings', 'precons'])
  })

  it('keeps a saved copy after the cache lets the answer go, and the newest of two copies', () => {
    const storage = memoryStorage()
    const first = clientWith([[['listings', 'detail', 'C1'], { ...listing, price: 1 }, NOW - 10]])
    saveQueries(first, storage, NOW - 10)
    const second = clientWith([
      [['listings', 'detail', 'C2'], listing, NOW],
      [['listings', 'detail', 'C1'], { ...listing, price: 2 }, NOW],
    ])
    saveQueries(second, storage, NOW)
    const third = clientWith([[['listings', 'detail', 'C3'], listing, NOW + 10]])
    saveQueries(third, storage, NOW + 10)

    const restored = new QueryClient()
    restoreSavedQueries(restored, storage, NOW + 10)
    expect(restored.getQueryData(['listings', 'detail', 'C1'])).toEqual({ ...listing, price: 2 })
    expect(restored.getQueryData(['listings', 'detail', 'C2'])).toEqual(listing)
    expect(restored.getQueryData(['listings', 'detail', 'C3'])).toEqual(listing)
  })

  it(`keeps only the newest ${SAVED_QUERIES_LIMIT}`, () => {
    const storage = memoryStorage()
    const client = clientWith(
      Array.from({ length: SAVED_QUERIES_LIMIT + 5 }, (_, i) => [['listings', 'detail', `C${i}`], listing, NOW + i]),
    )
    saveQueries(client, storage, NOW)
    const restored = new QueryClient()
    restoreSavedQueries(restored, storage, NOW + 100)
    expect(restored.getQueryCache().getAll()).toHaveLength(SAVED_QUERIES_LIMIT)
    expect(restored.getQueryData(['listings', 'detail', 'C0'])).toBeUndefined()
    expect(restored.getQueryData(['listings', 'detail', `C${SAVED_QUERIES_LIMIT + 4}`])).toEqual(listing)
  })

  it('leaves alone the answers a server-drawn page already carries', () => {
    const storage = memoryStorage()
    saveQueries(clientWith([[['listings', 'detail', 'C1'], { ...listing, price: 1 }, NOW]]), storage, NOW)
    const drawn = new QueryClient()
    drawn.setQueryData(['listings', 'detail', 'C1'], { ...listing, price: 2 }, { updatedAt: NOW - 1 })
    const page = new QueryClient()
    restoreSavedQueries(page, storage, NOW + 10, dehydrate(drawn))
    expect(page.getQueryData(['listings', 'detail', 'C1'])).toBeUndefined()
  })

  it('does not show a copy older than a week, nor a malformed one', () => {
    const storage = memoryStorage()
    saveQueries(clientWith([[['listings', 'detail', 'C1'], listing, NOW]]), storage, NOW)
    const late = new QueryClient()
    restoreSavedQueries(late, storage, NOW + SAVED_QUERIES_MAX_AGE_MS + 1)
    expect(late.getQueryData(['listings', 'detail', 'C1'])).toBeUndefined()

    const broken = memoryStorage({ [SAVED_QUERIES_KEY]: '{"version":1,"savedAt":"yesterday"' })
    const client = new QueryClient()
    restoreSavedQueries(client, broken, NOW)
    expect(client.getQueryCache().getAll()).toHaveLength(0)
    expect(broken.getItem(SAVED_QUERIES_KEY)).toBeNull()
  })

  it('saves fewer when the phone’s storage is full, and nothing rather than failing', () => {
    const client = clientWith(
      Array.from({ length: 8 }, (_, i) => [['listings', 'detail', `C${i}`], { text: 'x'.repeat(1000) }, NOW + i]),
    )
    const small = memoryStorage()
    const setItem = small.setItem.bind(small)
    small.setItem = (key, value) => {
      if (value.length > 4000) throw new DOMException('full', 'QuotaExceededError')
      setItem(key, value)
    }
    saveQueries(client, small, NOW)
    const restored = new QueryClient()
    restoreSavedQueries(restored, small, NOW + 10)
    const kept = restored.getQueryCache().getAll()
    expect(kept.length).toBeGreaterThan(0)
    expect(kept.length).toBeLessThan(8)
    expect(restored.getQueryData(['listings', 'detail', 'C7'])).toBeDefined()
  })

  it('writes once after a burst of answers, and forgets every copy for another viewer', () => {
    vi.useFakeTimers()
    try {
      const storage = memoryStorage()
      const setItem = vi.spyOn(storage, 'setItem')
      const client = new QueryClient()
      const stop = keepSavedQueries(client, storage, () => NOW)
      client.setQueryData(['listings', 'detail', 'C1'], listing)
      client.setQueryData(['listings', 'detail', 'C2'], listing)
      expect(setItem).not.toHaveBeenCalled()
      vi.advanceTimersByTime(SAVE_DELAY_MS)
      expect(setItem).toHaveBeenCalledTimes(1)
      expect(storage.getItem(SAVED_QUERIES_KEY)).toContain('C2')
      forgetSavedQueries(storage)
      expect(storage.getItem(SAVED_QUERIES_KEY)).toBeNull()
      stop()
    } finally {
      vi.useRealTimers()
    }
  })
})
