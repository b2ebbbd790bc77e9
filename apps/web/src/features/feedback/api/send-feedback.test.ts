import { afterEach, describe, expect, it } from 'vitest'
import { createFakeApi } from '../../../../test/fake-api-server.ts'
import { setApiTransport } from '../../../shared/api/api.ts'
import { FEEDBACK_PATH, sendFeedback } from './send-feedback.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

describe('sending feedback', () => {
  afterEach(() => setApiTransport((input, init) => globalThis.fetch(input, init)))

  it('sends an Idempotency-Key of its own with each submission', async () => {
    const server = createFakeApi({ [`POST ${FEEDBACK_PATH}`]: () => ({ code: 201, data: { id: 'f1' } }) })
    setApiTransport(server.fetch)
    const form = new FormData()
    form.set('type', '0')
    form.set('text', 'Please add a school filter')
    await sendFeedback(form)
    await sendFeedback(form)
    const keys = server.requests.map((r) => r.headers.get('idempotency-key'))
    expect(keys).toHaveLength(2)
    for (const key of keys) expect(key).toMatch(UUID)
    expect(keys[1]).not.toBe(keys[0])
  })
})
