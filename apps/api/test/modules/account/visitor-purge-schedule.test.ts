import { describe, expect, it } from 'vitest'
import type { AccountService } from '../../../src/modules/account/account-service.ts'
import { purgeIdleVisitors } from '../../../src/modules/account/purge-visitors.ts'

/** A log that keeps its lines. */
const keeping = () => {
  const lines: [string, object, string][] = []
  return {
    lines,
    info: (obj: object, msg: string) => void lines.push(['info', obj, msg]),
    warn: (obj: object, msg: string) => void lines.push(['warn', obj, msg]),
  }
}
const account = (answer: () => Promise<{ purged: number } | 'skipped'>) =>
  ({ purgeIdleVisitors: answer }) as unknown as AccountService

describe('the periodic idle-visitor purge', () => {
  it('says how many it deleted, that another process had the lock, or why it failed, and never throws', async () => {
    const log = keeping()
    const now = () => new Date()
    expect(await purgeIdleVisitors({ account: account(async () => ({ purged: 3 })), now, log })).toEqual({ purged: 3 })
    expect(await purgeIdleVisitors({ account: account(async () => ({ purged: 0 })), now, log })).toEqual({ purged: 0 })
    expect(await purgeIdleVisitors({ account: account(async () => 'skipped'), now, log })).toBe('skipped')
    const failing = account(async () => {
      throw new Error('connection lost')
    })
    expect(await purgeIdleVisitors({ account: failing, now, log })).toBeNull()
    expect(log.lines).toEqual([
      ['info', { purged: 3 }, 'idle visitor accounts deleted'],
      ['info', {}, 'idle-visitor purge skipped: another instance holds the lock'],
      ['warn', { reason: 'connection lost' }, 'idle-visitor purge failed'],
    ])
  })
})
