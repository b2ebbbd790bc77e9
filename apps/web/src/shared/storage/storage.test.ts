import { describe, expect, it, vi } from 'vitest'
import { memoryStorage } from '../../../test/fake-api-server.ts'
import { createStorage } from './storage.ts'

describe('typed storage', () => {
  it('keeps strings as they are and everything else as JSON', async () => {
    const backend = memoryStorage()
    const storage = createStorage(() => backend)
    await storage.set('isLogout', 'true')
    await storage.set('position', { lat: 43.65, lng: -79.38 })
    expect(backend.getItem('isLogout')).toBe('true')
    expect(backend.getItem('position')).toBe('{"lat":43.65,"lng":-79.38}')
    expect(storage.get('position')).toEqual({ lat: 43.65, lng: -79.38 })
    expect(storage.get('accessToken')).toBeNull()
  })

  it('reads an unreadable JSON value as null', () => {
    const storage = createStorage(() => memoryStorage({ user_information: '{oops' }))
    expect(storage.get('user_information')).toBeNull()
  })

  it('retries a refused write up to 3 times, 100 ms apart', async () => {
    const backend = memoryStorage()
    let refusals = 2
    const setItem = vi.fn((key: string, value: string) => {
      if (refusals-- > 0) throw new DOMException('full', 'QuotaExceededError')
      backend.setItem(key, value)
    })
    const sleeps: number[] = []
    const storage = createStorage(() => ({ ...backend, length: backend.length, key: backend.key, setItem }), {
      sleep: async (ms) => void sleeps.push(ms),
    })
    await expect(storage.set('tourist_token', 't1')).resolves.toBe(true)
    expect(setItem).toHaveBeenCalledTimes(3)
    expect(sleeps).toEqual([100, 100])
    expect(backend.getItem('tourist_token')).toBe('t1')
  })

  it('gives up after the third retry', async () => {
    const setItem = vi.fn(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    const sleeps: number[] = []
    const storage = createStorage(() => ({ ...memoryStorage(), setItem }), {
      sleep: async (ms) => void sleeps.push(ms),
    })
    await expect(storage.set('tourist_token', 't1')).resolves.toBe(false)
    expect(setItem).toHaveBeenCalledTimes(4)
    expect(sleeps).toEqual([100, 100, 100])
  })

  it('clears every key but the ones to keep', async () => {
    const backend = memoryStorage({ appIdinfo: '{}', agentUserId: 'a1', accessToken: 'x', 'some-other': '1' })
    createStorage(() => backend).clearAllExcept(['appIdinfo', 'agentUserId'])
    expect([backend.key(0), backend.key(1), backend.length]).toEqual(['appIdinfo', 'agentUserId', 2])
  })

  it('never throws when the browser refuses storage altogether', async () => {
    const storage = createStorage(
      () => {
        throw new DOMException('denied', 'SecurityError')
      },
      { sleep: async () => {} },
    )
    expect(storage.get('accessToken')).toBeNull()
    await expect(storage.set('accessToken', 'x')).resolves.toBe(false)
    expect(() => storage.clearAllExcept([])).not.toThrow()
  })
})
