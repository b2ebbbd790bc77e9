import { afterEach, describe, expect, it, vi } from 'vitest'
import { networkType, noteAnswer, noteNoAnswer, onNetworkChange, PROBE_EVERY_MS } from './network.ts'

afterEach(() => {
  noteAnswer()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('the connection, as the app follows it', () => {
  it('is offline once a request gets no answer, though the browser still says online, and back with the next answer', () => {
    const seen: string[] = []
    const off = onNetworkChange((type) => seen.push(type))
    expect(navigator.onLine).toBe(true)
    noteNoAnswer()
    expect(networkType()).toBe('none')
    noteAnswer()
    expect(networkType()).toBe('other')
    off()
    expect(seen).toEqual(['none', 'other'])
  })

  it('asks the server every few seconds while nothing answers, and stops asking once it does', async () => {
    vi.useFakeTimers()
    let reachable = false
    const probe = vi.fn(async () => {
      if (!reachable) throw new TypeError('Failed to fetch')
      return new Response('{"code":200}')
    })
    vi.stubGlobal('fetch', probe)
    noteNoAnswer()
    await vi.advanceTimersByTimeAsync(PROBE_EVERY_MS * 2)
    expect(probe).toHaveBeenCalledTimes(2)
    expect(probe).toHaveBeenCalledWith('/healthz', { cache: 'no-store' })
    expect(networkType()).toBe('none')

    reachable = true
    await vi.advanceTimersByTimeAsync(PROBE_EVERY_MS)
    expect(networkType()).toBe('other')
    await vi.advanceTimersByTimeAsync(PROBE_EVERY_MS * 3)
    expect(probe).toHaveBeenCalledTimes(3)
  })
})
