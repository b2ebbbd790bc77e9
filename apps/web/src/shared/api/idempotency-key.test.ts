import { describe, expect, it } from 'vitest'
import { createFakeApi, type FakeApi, memoryStorage } from '../../../test/fake-api-server.ts'
import { createStorage } from '../storage/storage.ts'
import { createApiClient, newIdempotencyKey } from './client.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

function setup() {
  const server = createFakeApi()
  const backend = memoryStorage()
  const storage = createStorage(() => backend, { sleep: async () => {} })
  // A second apart each call: identical calls within 300 ms are sent once, which is not what these tests are about.
  let clock = 0
  const client = createApiClient({
    fetch: server.fetch,
    storage,
    now: () => (clock += 1000),
    getLocale: () => 'en-GB',
    ui: { toast: () => {}, confirm: async () => true, navigate: () => {} },
  })
  return { server, storage, client }
}

const keyOf = (server: FakeApi, i: number) => server.requests[i]?.headers.get('idempotency-key') ?? null

describe('Idempotency-Key on creating writes', () => {
  it('sends a fresh key with each idempotent call, and none with other calls', async () => {
    // (Two taps of the same submission within 300 ms are one call, and so one key.)
    const { server, client } = setup()
    server.route('POST /house/api/things', () => ({ code: 201, data: { id: 't' } }))
    await client.post('/house/api/things', { name: 'a' }, { idempotent: true })
    await client.post('/house/api/things', { name: 'a' }, { idempotent: true })
    await client.post('/house/api/things', { name: 'a' })
    expect(keyOf(server, 0)).toMatch(UUID)
    expect(keyOf(server, 1)).toMatch(UUID)
    expect(keyOf(server, 1)).not.toBe(keyOf(server, 0))
    expect(keyOf(server, 2)).toBeNull()
  })

  it('sends the same key again when the call is replayed after a renewed token', async () => {
    const { server, storage, client } = setup()
    await storage.set('accessToken', 'access-1')
    await storage.set('refreshToken', 'refresh-1')
    client.setAuthRenewal({ signOut: async () => {}, renewVisitor: async () => {} })
    server.route('POST /auth/refresh', () => ({
      code: 200,
      data: { access_token: 'access-2', refresh_token: 'refresh-2' },
    }))
    server.route('POST /house/api/things', (req) =>
      req.headers.get('authorization') === 'Bearer access-2' ? { code: 201, data: { id: 't' } } : { code: 401 },
    )
    await client.post('/house/api/things', { name: 'a' }, { idempotent: true })
    const sent = server.requests.filter((r) => r.path === '/house/api/things')
    expect(sent).toHaveLength(2)
    expect(sent[0]!.headers.get('idempotency-key')).toMatch(UUID)
    expect(sent[1]!.headers.get('idempotency-key')).toBe(sent[0]!.headers.get('idempotency-key'))
  })

  it('keeps a key the caller brings, and sends one with an upload', async () => {
    const { server, client } = setup()
    server.route('POST /house/api/things', () => ({ code: 201 }))
    await client.post('/house/api/things', {}, { idempotent: true, headers: { 'idempotency-key': 'mine-1' } })
    await client.upload('/house/api/things', new FormData(), { idempotent: true })
    expect(keyOf(server, 0)).toBe('mine-1')
    expect(keyOf(server, 1)).toMatch(UUID)
  })

  it('makes version 4 UUIDs without crypto.randomUUID (an insecure context)', () => {
    const original = globalThis.crypto.randomUUID
    Object.defineProperty(globalThis.crypto, 'randomUUID', { value: undefined, configurable: true })
    try {
      const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey))
      expect(keys.size).toBe(50)
      for (const key of keys) expect(key).toMatch(UUID)
    } finally {
      Object.defineProperty(globalThis.crypto, 'randomUUID', { value: original, configurable: true })
    }
  })
})
