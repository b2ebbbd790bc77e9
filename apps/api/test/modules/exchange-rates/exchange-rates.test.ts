import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { FALLBACK_EXCHANGE_RATE } from '@maplenest/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../helpers/test-app.ts'

/** A small rate server on this machine: answers what `answer` holds, or fails when it is a number (a status). */
function rateServer(): Promise<{ server: Server; url: string; answer: { value: unknown }; hits: { n: number } }> {
  const answer: { value: unknown } = { value: null }
  const hits = { n: 0 }
  const server = createServer((_req, res) => {
    hits.n += 1
    if (typeof answer.value === 'number') {
      res.writeHead(answer.value).end('unavailable')
      return
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer.value))
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      resolve({ server, url: `http://127.0.0.1:${port}/latest?from=CNY`, answer, hits })
    }),
  )
}

const get = (t: TestApp, query = '?baseCurrency=CNY') =>
  t.app
    .inject({ url: `/house/api/common/v1/exchangeRate${query}` })
    .then((r) => ({ status: r.statusCode, body: r.json() }))

describe('exchange rates', () => {
  let rates: Awaited<ReturnType<typeof rateServer>>
  let t: TestApp
  beforeAll(async () => {
    rates = await rateServer()
    rates.answer.value = { amount: 1, base: 'CNY', date: '2026-11-20', rates: { CAD: 0.1962, USD: 0.1404 } }
    t = await createTestApp({ EXCHANGE_RATE_URL: rates.url })
  })
  afterAll(async () => {
    await t.close()
    await new Promise((resolve) => rates.server.close(resolve))
  })

  it('fetches the rates on start and answers with them', async () => {
    for (let i = 0; i < 50 && rates.hits.n === 0; i++) await new Promise((r) => setTimeout(r, 20))
    expect(rates.hits.n).toBeGreaterThan(0)
    // The start-up fetch runs in the background; refresh waits for a fetch of its own.
    await t.app.exchangeRates.refresh()
    const { status, body } = await get(t)
    expect(status).toBe(200)
    expect(body.data).toEqual({
      baseCurrency: 'CNY',
      date: '2026-11-20',
      rates: { CAD: 0.1962, USD: 0.1404 },
      source: new URL(rates.url).host,
    })
  })

  it('keeps the stored rates when the source fails or answers nonsense', async () => {
    rates.answer.value = 503
    expect(await t.app.exchangeRates.refresh()).toEqual({ ok: false, reason: 'HTTP 503' })
    rates.answer.value = { base: 'CNY', date: 'yesterday', rates: {} }
    expect((await t.app.exchangeRates.refresh()).ok).toBe(false)
    expect((await get(t)).body.data.rates.CAD).toBe(0.1962)
  })

  it('moves to a newer day and replaces a day fetched again', async () => {
    rates.answer.value = { base: 'CNY', date: '2026-11-21', rates: { CAD: 0.197 } }
    expect(await t.app.exchangeRates.refresh()).toEqual({ ok: true, date: '2026-11-21', currencies: 1 })
    rates.answer.value = { base: 'CNY', date: '2026-11-21', rates: { CAD: 0.1971 } }
    await t.app.exchangeRates.refresh()
    expect((await get(t)).body.data).toMatchObject({ date: '2026-11-21', rates: { CAD: 0.1971 } })
  })

  it('answers 400 for another base currency, naming the field in the caller’s language', async () => {
    const { status, body } = await get(t, '?baseCurrency=USD')
    expect(status).toBe(400)
    expect(body.msg).toBe('Only CNY is offered as the base currency (baseCurrency)')
    expect(body.data.fields[0].field).toBe('querystring.baseCurrency')
    const zh = await t.app.inject({
      url: '/house/api/common/v1/exchangeRate?baseCurrency=USD',
      headers: { language: 'zh-Hans-CN' },
    })
    expect(zh.json().msg).toBe('baseCurrency：基准货币只支持人民币（CNY）')
  })
})

describe('exchange rates without a source', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('answers the bundled fallback and says so', async () => {
    const { status, body } = await get(t, '')
    expect(status).toBe(200)
    expect(body.data).toEqual({ ...FALLBACK_EXCHANGE_RATE, source: 'fallback' })
  })
})
