import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeApi, type FakeApi } from '../../../test/fake-api-server.ts'
import { forgetDevicePosition, keepDevicePosition } from '../location/device-position.ts'
import { session, sessionStore } from '../session/index.ts'
import { storage } from '../storage/index.ts'
import { logPage } from './log-usage.ts'

const LOG = '/house/api/appLog/v1/add'
let server: FakeApi

beforeEach(async () => {
  localStorage.clear()
  server = createFakeApi({ [`POST ${LOG}`]: () => ({ code: 200, data: null }) })
  vi.stubGlobal('fetch', server.fetch)
  await session.start().catch(() => {})
  await session.settled()
  sessionStore.setState({ status: 'user', user: { userId: 'u1' } as never })
  await storage.set('user_information', { userId: 'u1', userName: 'Mei Lin' } as never)
})
afterEach(() => vi.unstubAllGlobals())

const logged = async (page: string) => {
  const before = server.count('POST', LOG)
  logPage(page)
  await vi.waitFor(() => expect(server.count('POST', LOG)).toBe(before + 1))
  return server.requests.filter((r) => r.path === LOG).at(-1)!.body as Record<string, unknown>
}

describe('the app log of a page opened', () => {
  it('carries where the device was found, to about 100 m, once the person allowed location, and no place after a refusal', async () => {
    expect(await logged('/pages/home')).not.toHaveProperty('lat')

    keepDevicePosition({ lat: 43.6452391, lng: -79.3806447 })
    expect(await logged('/pages/map/map')).toMatchObject({
      pageName: '/pages/map/map',
      userId: 'u1',
      userName: 'Mei Lin',
      lat: 43.645,
      lng: -79.381,
    })

    forgetDevicePosition()
    const after = await logged('/pages/school/school-list')
    expect(after).not.toHaveProperty('lat')
    expect(after).not.toHaveProperty('lng')
  })
})
