import { DUPLICATE_CALL_WINDOW_MS } from '@maplenest/core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeApi } from '../../../../test/fake-api-server.ts'
import { session } from '../../../shared/session/index.ts'
import { storage } from '../../../shared/storage/storage.ts'
import { getNotices } from './get-notices.ts'

beforeEach(async () => {
  await new Promise((resolve) => setTimeout(resolve, DUPLICATE_CALL_WINDOW_MS))
  const server = createFakeApi({
    'GET /house/api/notice/v1': () => ({ code: 200, data: { items: [], unread: 3 } }),
  })
  vi.stubGlobal('fetch', server.fetch)
  await session.start().catch(() => {})
  await session.settled()
})
afterEach(() => vi.unstubAllGlobals())

describe('the notices (spec §3 notifyNum)', () => {
  it('keeps the unread count as notifyNum whenever the notices are fetched', async () => {
    storage.remove('notifyNum')
    const page = await getNotices()
    expect(page.unread).toBe(3)
    expect(storage.get('notifyNum')).toBe(3)
    expect(window.localStorage.getItem('notifyNum')).toBe('3')
  })
})
