import { describe, expect, it } from 'vitest'
import { memoryStorage } from '../../../test/fake-api-server.ts'
import {
  dropQueuedFavourite,
  QUEUED_FAVOURITE_TTL_MS,
  queuedFavouritesOf,
  queueFavourite,
  readQueuedFavourites,
} from './queued-favourites.ts'

const NOW = Date.UTC(2026, 10, 28, 14, 5)

describe('favourites changed without a connection', () => {
  it('keeps the last change of each item, in the order made, per person', () => {
    const storage = memoryStorage()
    queueFavourite(storage, { type: 'listing', id: 'C1', save: true, userId: 'u1', at: NOW })
    queueFavourite(storage, { type: 'listing', id: 'C2', save: true, userId: 'u1', at: NOW + 1 })
    queueFavourite(storage, { type: 'listing', id: 'C1', save: false, userId: 'u1', at: NOW + 2 })
    queueFavourite(storage, { type: 'listing', id: 'C1', save: true, userId: 'u2', at: NOW + 3 })
    expect(queuedFavouritesOf(storage, 'u1', NOW + 4)).toEqual([
      { type: 'listing', id: 'C2', save: true, userId: 'u1', at: NOW + 1 },
      { type: 'listing', id: 'C1', save: false, userId: 'u1', at: NOW + 2 },
    ])
    expect(queuedFavouritesOf(storage, 'u2', NOW + 4)).toHaveLength(1)
  })

  it('drops a sent change, and changes older than the time limit', () => {
    const storage = memoryStorage()
    const old = { type: 'listing', id: 'C0', save: true, userId: 'u1', at: NOW - QUEUED_FAVOURITE_TTL_MS - 1 } as const
    const sent = { type: 'precons', id: '7', save: true, userId: 'u1', at: NOW } as const
    queueFavourite(storage, old)
    queueFavourite(storage, sent)
    dropQueuedFavourite(storage, sent)
    expect(queuedFavouritesOf(storage, 'u1', NOW)).toEqual([])
    expect(readQueuedFavourites(storage)).toEqual([])
  })

  it('refuses (false) when the phone cannot keep it, and skips malformed entries', () => {
    const full = memoryStorage()
    full.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError')
    }
    expect(queueFavourite(full, { type: 'listing', id: 'C1', save: true, userId: 'u1', at: NOW })).toBe(false)
    expect(queueFavourite(undefined, { type: 'listing', id: 'C1', save: true, userId: 'u1', at: NOW })).toBe(false)
    const odd = memoryStorage({
      'maplenest.queuedFavourites': JSON.stringify([
        { type: 'boat', id: 'x' },
        { type: 'listing', id: 'C9', save: true, userId: 'u1', at: NOW },
      ]),
    })
    expect(readQueuedFavourites(odd).map((queued) => queued.id)).toEqual(['C9'])
  })
})
