import { EXCHANGE_RATE_BASE_CURRENCY, type ExchangeRate, FALLBACK_EXCHANGE_RATE } from '@maplenest/core'
import type { FastifyBaseLogger } from 'fastify'
import { z } from 'zod'
import type { ExchangeRatesRepository } from './exchange-rates-repository.ts'

/** Where the rates came from: a stored day (the `source` it was stored with) or the copy bundled with the app. */
type ExchangeRateAnswer = ExchangeRate & { source: string }

const FALLBACK_SOURCE = 'fallback'

/**
 * What EXCHANGE_RATE_URL must answer: JSON with the base currency (as `base` or `baseCurrency`, CNY), the day of
 * the rates and units of each currency for one yuan, CAD among them. Frankfurter's `/latest?from=CNY` answers
 * this shape: `{"amount":1,"base":"CNY","date":"2026-11-20","rates":{"CAD":0.1957,"USD":0.1405}}`.
 */
const rateFeedSchema = z
  .object({
    base: z.literal(EXCHANGE_RATE_BASE_CURRENCY).optional(),
    baseCurrency: z.literal(EXCHANGE_RATE_BASE_CURRENCY).optional(),
    date: z.iso.date(),
    rates: z.object({ CAD: z.number().positive() }).catchall(z.number().positive()),
  })
  .refine((f) => f.base !== undefined || f.baseCurrency !== undefined, 'base currency missing')

type RefreshResult = { ok: true; date: string; currencies: number } | { ok: false; reason: string }

export interface ExchangeRatesService {
  /** The newest stored rates, or the bundled fallback when none are stored. */
  get(): Promise<ExchangeRateAnswer>
  /** Fetches EXCHANGE_RATE_URL once and stores the answer; a failure keeps the stored rates and is logged. */
  refresh(): Promise<RefreshResult>
  /** Fetches now and then every `intervalMs` (timer unref'd, so it never keeps the process alive). */
  start(): void
  stop(): void
}

const FETCH_TIMEOUT_MS = 10_000

export function createExchangeRatesService(deps: {
  repository: ExchangeRatesRepository
  now: () => Date
  log: FastifyBaseLogger
  url?: string | undefined
  intervalMs: number
  fetch?: typeof fetch
}): ExchangeRatesService {
  const { repository, now, log, url, intervalMs } = deps
  const doFetch = deps.fetch ?? fetch
  let timer: NodeJS.Timeout | undefined

  async function refresh(): Promise<RefreshResult> {
    if (!url) return { ok: false, reason: 'EXCHANGE_RATE_URL not set' }
    try {
      const res = await doFetch(url, {
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
        headers: { accept: 'application/json' },
      })
      if (!res.ok) throw new Error(`HTTP ${res.status}`)
      const parsed = rateFeedSchema.safeParse(await res.json())
      if (!parsed.success) throw new Error(`unexpected answer: ${parsed.error.issues[0]?.message ?? 'invalid'}`)
      const { date, rates } = parsed.data
      await repository.upsert(EXCHANGE_RATE_BASE_CURRENCY, { date, rates, source: new URL(url).host }, now())
      log.info({ date, currencies: Object.keys(rates).length }, 'exchange rates stored')
      return { ok: true, date, currencies: Object.keys(rates).length }
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err)
      log.warn({ reason }, 'exchange rate fetch failed; keeping the stored rates')
      return { ok: false, reason }
    }
  }

  return {
    async get() {
      const stored = await repository.latest(EXCHANGE_RATE_BASE_CURRENCY)
      if (!stored || stored.rates.CAD === undefined) return { ...FALLBACK_EXCHANGE_RATE, source: FALLBACK_SOURCE }
      return {
        baseCurrency: EXCHANGE_RATE_BASE_CURRENCY,
        date: stored.date,
        rates: { ...stored.rates, CAD: stored.rates.CAD },
        source: stored.source,
      }
    },
    refresh,
    start() {
      if (!url || timer) return
      void refresh()
      timer = setInterval(() => void refresh(), intervalMs)
      timer.unref()
    },
    stop() {
      if (timer) clearInterval(timer)
      timer = undefined
    },
  }
}
