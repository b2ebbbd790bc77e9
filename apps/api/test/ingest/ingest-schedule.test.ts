import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { parseEnv } from '../../src/config/env.ts'
import type { Database } from '../../src/db/client.ts'
import { createFeedRunner } from '../../src/ingest/feed-runner.ts'
import { startIngestSchedule } from '../../src/ingest/ingest-schedule.ts'
import { createTestDatabase } from '../helpers/test-database.ts'
import { property, type ResoServer, startResoServer } from './reso-server-fixtures.ts'

describe('feed sync schedule', () => {
  let reso: ResoServer
  let database: Database
  beforeAll(async () => {
    reso = await startResoServer()
    database = await createTestDatabase()
    reso.property.push(property('C7001', 0), property('C7002', 1))
  })
  afterAll(async () => {
    vi.useRealTimers()
    await database?.close()
    await reso?.close()
  })

  const logger = () => {
    const lines: { msg: string; obj: object }[] = []
    const push = (obj: object, msg: string) => void lines.push({ obj, msg })
    const log = { info: push, warn: push }
    return { lines, log }
  }

  it('does nothing without an interval, a URL and a token', () => {
    const { lines, log } = logger()
    const env = parseEnv({ RESO_URL: reso.url, RESO_TOKEN: reso.token })
    startIngestSchedule({ env, runner: createFeedRunner(database, env), log })()
    expect(lines).toEqual([])
  })

  it('syncs the feed once an interval has passed, and stops when told', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const { lines, log } = logger()
    const env = parseEnv({
      RESO_URL: reso.url,
      RESO_TOKEN: reso.token,
      RESO_FEED: 'proptx',
      RESO_SYNC_INTERVAL_MINUTES: '15',
      DATABASE_URL: process.env.TEST_DATABASE_URL,
    })
    const stop = startIngestSchedule({ env, runner: createFeedRunner(database, env), log })
    expect(lines.map((l) => l.msg)).toEqual(['feed sync scheduled'])
    vi.advanceTimersByTime(15 * 60_000)
    for (let i = 0; i < 200 && lines.length < 2; i++) await new Promise((r) => setTimeout(r, 25))
    expect(lines[1]).toMatchObject({ msg: 'feed sync done', obj: { report: { property: { inserted: 2 } } } })
    stop()
    vi.advanceTimersByTime(60 * 60_000)
    await new Promise((r) => setTimeout(r, 100))
    expect(reso.requests.filter((r) => r.resource === 'Property')).toHaveLength(1)
  })
})
