import { afterEach, describe, expect, it } from 'vitest'
import { createFakeApi } from '../../../../test/fake-api-server.ts'
import { setApiTransport } from '../../../shared/api/api.ts'
import { bookShowing } from './showing-writes.ts'
import { SHOWINGS_PATH } from './showings-keys.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

describe('booking a showing', () => {
  afterEach(() => setApiTransport((input, init) => globalThis.fetch(input, init)))

  it('sends an Idempotency-Key of its own with each booking', async () => {
    const server = createFakeApi({ [`POST ${SHOWINGS_PATH}`]: () => ({ code: 201, data: { id: 's1' } }) })
    setApiTransport(server.fetch)
    const booking = {
      time: '2026-11-26T14:00:00-05:00',
      name: 'Mei Lin',
      phone: '4165550123',
      email: 'mei@example.com',
    }
    await bookShowing({ ...booking, mlNum: 'C1' })
    await bookShowing({ ...booking, mlNum: 'C2' })
    const keys = server.requests.map((r) => r.headers.get('idempotency-key'))
    expect(keys).toHaveLength(2)
    for (const key of keys) expect(key).toMatch(UUID)
    expect(keys[1]).not.toBe(keys[0])
  })
})
